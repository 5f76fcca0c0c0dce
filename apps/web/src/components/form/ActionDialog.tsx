import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { quietly } from '../../lib/quietly.ts';
import { useDialogKeys } from './dialogKeys.ts';

export interface ActionDialogProps<Values extends object> {
  open: boolean;
  title: string;
  /** The form's name (prefixes its field ids) and its test id. */
  name: string;
  /** Only for a caller that watches a field; otherwise the dialog keeps its own. */
  form?: FormInstance<Values>;
  /** Undefined while they load: the fields wait and OK is disabled. */
  initialValues: Values | undefined;
  onClose(): void;
  /** Sends the values; a refusal's field errors go under their fields (no second notice). */
  onSubmit(values: Values): Promise<void>;
  /** Shown above the form (the record acted on, a rule). */
  head?: ReactNode;
  okDisabled?: boolean;
  children: ReactNode;
}

/** One narrow action in a dialog: the record's values, the first field focused, Enter submits, errors under fields. */
export function ActionDialog<Values extends object>({
  open,
  title,
  name,
  form: given,
  initialValues,
  onClose,
  onSubmit,
  head,
  okDisabled,
  children,
}: ActionDialogProps<Values>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  const blocked = okDisabled || initialValues === undefined;

  // Refilled in place: a reset would remount the fields and lose the focus the dialog gives its first one.
  useEffect(() => {
    if (!open) return;
    const names = Object.keys(form.getFieldsValue(true) as object) as Parameters<
      typeof form.getFieldError
    >[0][];
    form.setFields(names.map((field) => ({ name: field, value: undefined, errors: [] })));
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form, initialValues]);

  const send = async (values: Values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    if (!blocked) quietly(form.validateFields().then(send));
  };
  const keys = useDialogKeys(open, submit);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      afterOpenChange={keys.afterOpenChange}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: blocked, 'data-testid': `${name}-ok` }}
      confirmLoading={saving}
      forceRender
      mask={{ closable: false }}
      data-testid={`${name}-dialog`}
    >
      {head}
      <div {...keys.body}>
        <Form form={form} name={name} layout="vertical" data-testid={`${name}-form`}>
          {children}
        </Form>
      </div>
    </Modal>
  );
}
