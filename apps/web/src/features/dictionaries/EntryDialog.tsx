import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictDetail } from '../../components/dict/api.ts';
import { useDialogKeys } from '../../components/form/dialogKeys.ts';
import { NumberField } from '../../components/form/NumberField.tsx';
import { isApiError } from '../../http/ApiError.ts';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import { addEntry, type Dict, editEntry } from './api.ts';
import { useDictionariesT } from './i18n.ts';

interface EntryValues {
  label: string;
  labelEn: string;
  value: string;
  sort: number;
}

export type EntryEditing = { mode: 'add'; nextSort: number } | { mode: 'edit'; entry: DictDetail };

export interface EntryDialogProps {
  dict: Dict;
  editing: EntryEditing | null;
  onClose(): void;
  onSaved(): void;
}

function initialValues(editing: EntryEditing): EntryValues {
  if (editing.mode === 'add') return { label: '', labelEn: '', value: '', sort: editing.nextSort };
  const { label, labelEn, value, sort } = editing.entry;
  return { label, labelEn, value, sort };
}

/** Adds or edits one entry of a dictionary; a value already used shows the server's message on it. */
export function EntryDialog({ dict, editing, onClose, onSaved }: EntryDialogProps) {
  const t = useDictionariesT();
  const { t: common } = useTranslation();
  const [form] = Form.useForm<EntryValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(initialValues(editing));
  }, [editing, form]);

  const submit = async (values: EntryValues) => {
    if (!editing) return;
    setSaving(true);
    try {
      const body = { dictId: dict.id, ...values, labelEn: values.labelEn.trim() };
      if (editing.mode === 'add') await addEntry(body);
      else await editEntry({ ...body, id: editing.entry.id });
      notifySuccess(common(editing.mode === 'add' ? 'common.addSucceeded' : 'common.editSucceeded'));
      onSaved();
    } catch (error) {
      applyFieldErrors(form, error);
      if (isApiError(error) && error.status === 409)
        form.setFields([{ name: 'value', errors: [error.message] }]);
    } finally {
      setSaving(false);
    }
  };

  const keys = useDialogKeys(editing !== null, () => form.submit());
  return (
    <Modal
      open={editing !== null}
      title={t(editing?.mode === 'edit' ? 'entries.edit' : 'entries.add')}
      onCancel={onClose}
      afterOpenChange={keys.afterOpenChange}
      onOk={() => form.submit()}
      confirmLoading={saving}
      forceRender
      data-testid="entry-dialog"
    >
      <div {...keys.body}>
        <Form form={form} name="dictEntry" layout="vertical" onFinish={submit} data-testid="entry-form">
          <Form.Item
            name="label"
            label={t('entries.label')}
            rules={[{ required: true, whitespace: true, message: t('entries.labelRequired') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="labelEn" label={t('entries.labelEn')} extra={t('entries.labelEnHint')}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item
            name="value"
            label={t('entries.value')}
            rules={[{ required: true, whitespace: true, message: t('entries.valueRequired') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <NumberField name="sort" label={t('entries.sort')} min={0} max={99999} />
        </Form>
      </div>
    </Modal>
  );
}
