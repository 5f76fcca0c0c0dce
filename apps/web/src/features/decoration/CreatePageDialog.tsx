import { DECO_NAME_MAX, DECO_TITLE_MAX } from '@hh/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../http/ApiError.ts';
import { createPage } from './api.ts';
import { useDecoT } from './i18n.ts';

interface CreatePageDialogProps {
  terminal: number;
  onCreated(page: { id: number }): void;
  onClose(): void;
}

interface Values {
  name: string;
  title: string;
}

/** A new custom page of the terminal: its name and title, then on to the builder. */
export function CreatePageDialog({ terminal, onCreated, onClose }: CreatePageDialogProps) {
  const t = useDecoT();
  const { t: common } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      onCreated(await createPage({ terminal, name: values.name.trim(), title: values.title?.trim() ?? '' }));
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        form.setFields(error.errors.map((e) => ({ name: e.field as keyof Values, errors: [e.message] })));
        error.shownOnFields = true;
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('pages.createTitle')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okText={common('common.confirm')}
      cancelText={common('common.cancel')}
      okButtonProps={{ ...{ 'data-testid': 'deco-create-ok' } }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: '', title: '' }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={t('pages.name')}
          rules={[{ required: true, whitespace: true, message: t('pages.nameRequired') }]}
        >
          <Input autoFocus maxLength={DECO_NAME_MAX} showCount data-testid="deco-create-name" />
        </Form.Item>
        <Form.Item name="title" label={t('pages.pageTitle')}>
          <Input maxLength={DECO_TITLE_MAX} data-testid="deco-create-title" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
