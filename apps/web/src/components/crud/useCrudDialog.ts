import { Form, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { http } from '../../http/client.ts';
import { applyFieldErrors, dottedPath } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import type { CrudConfig, CrudMode, CrudRecord } from './types.ts';

export interface CrudDialog<Row, Values> {
  form: FormInstance<Values>;
  /** The open dialog's mode; null when closed. */
  mode: CrudMode | null;
  /** The copy the form was opened with; cancel puts it back. */
  saved: Values | null;
  /** The id of the row being edited. */
  id: number | undefined;
  saving: boolean;
  openAdd(): void;
  openEdit(row: Row): void;
  cancel(): void;
  /** Validates first; then adds or edits, closes, notifies and runs `onSaved` (the reload). */
  submit(): Promise<void>;
}

interface Opened<Values> {
  mode: CrudMode | null;
  saved: Values | null;
  id?: number;
}

export function useCrudDialog<Row extends CrudRecord, Values extends object, Query extends object, WireRow>(
  config: CrudConfig<Row, Values, Query, WireRow>,
  onSaved: () => Promise<void>,
): CrudDialog<Row, Values> {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [opened, setOpened] = useState<Opened<Values>>({ mode: null, saved: null });
  const [saving, setSaving] = useState(false);
  const configRef = useRef(config);
  configRef.current = config;

  const fill = (values: Values | null) => {
    form.resetFields();
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  };

  const show = (mode: CrudMode, saved: Values, id?: number) => {
    fill(saved);
    setOpened({ mode, saved, id });
  };

  const openAdd = () => show('add', configRef.current.emptyForm?.() ?? ({} as Values));

  const openEdit = (row: Row) => {
    const toForm = configRef.current.toForm ?? ((value: Row) => ({ ...value }) as unknown as Values);
    show('edit', toForm(row), row.id);
  };

  const cancel = () => {
    fill(opened.saved);
    setOpened((state) => ({ ...state, mode: null }));
  };

  const submit = async () => {
    const { mode, saved, id } = opened;
    if (!mode) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const { url, toBody, savedNotice, saved: answer = z.unknown() } = configRef.current;
    const merged = { ...saved, ...values } as Values;
    const body = toBody ? toBody(merged, mode) : merged;
    setSaving(true);
    let response: unknown;
    try {
      response =
        mode === 'add' ? await http.post(url, answer, body) : await http.put(url, answer, { ...body, id });
    } catch (error) {
      const { formField } = configRef.current;
      applyFieldErrors(form, error, formField && ((field) => dottedPath(formField(field))));
      return;
    } finally {
      setSaving(false);
    }
    setOpened((state) => ({ ...state, mode: null }));
    notifySuccess(
      savedNotice?.(response, mode) ?? t(mode === 'add' ? 'common.addSucceeded' : 'common.editSucceeded'),
    );
    await onSaved();
  };

  return {
    form,
    mode: opened.mode,
    saved: opened.saved,
    id: opened.id,
    saving,
    openAdd,
    openEdit,
    cancel,
    submit,
  };
}
