import { SaveOutlined } from '@ant-design/icons';
import { goodsSpecsContract } from '@hh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../../../../components/usePermission.ts';
import { http } from '../../../../http/client.ts';
import { applyFieldErrors } from '../../../../http/fieldErrors.ts';
import { notifySuccess } from '../../../../http/notify.ts';
import { withFeedback } from '../../../../lib/feedback.ts';
import { useSession } from '../../../../session/state.ts';
import { SPEC_TEMPLATE_URL, type SpecOption } from '../../api.ts';
import type { EditorValues } from './formValues.ts';
import { useEditorT } from './i18n.ts';
import { editorKeys, useSpecTemplates } from './queries.ts';
import { usableOptions } from './skuMatrix.ts';

function SaveTemplateDialog({ specs, onClose }: { specs: SpecOption[] | null; onClose(): void }) {
  const t = useEditorT();
  const { t: common } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  const save = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await http.post(SPEC_TEMPLATE_URL, goodsSpecsContract.one, { name: name.trim(), specs, sort: 0 });
      notifySuccess(t('specs.templateSaved'));
      await queryClient.invalidateQueries({ queryKey: editorKeys.specTemplates(companyId) });
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={specs !== null}
      title={t('specs.saveTemplate')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={common('common.save')}
      confirmLoading={saving}
      destroyOnHidden
      className="hh-spec-template-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)} preserve={false}>
        <Form.Item
          name="name"
          label={t('specs.templateName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('rules.required', { field: t('specs.templateName') }),
            },
          ]}
        >
          <Input maxLength={40} autoFocus data-testid="spec-template-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface SpecTemplateActionsProps {
  onApply(specs: SpecOption[]): void;
}

/** Apply a saved option set, or save the current options as a template. */
export function SpecTemplateActions({ onApply }: SpecTemplateActionsProps) {
  const t = useEditorT();
  const { t: common } = useTranslation();
  const form = Form.useFormInstance<EditorValues>();
  const canList = usePermission(guard('spec:list'));
  const canAdd = usePermission(guard('spec:add'));
  const templates = useSpecTemplates(canList);
  const [saving, setSaving] = useState<SpecOption[] | null>(null);
  const specs = Form.useWatch('specs', form);
  const usable = usableOptions(specs);

  const apply = (id: number) => {
    const template = templates.data?.find((item) => item.id === id);
    if (!template) return;
    if (usable.length === 0) {
      onApply(template.specs);
      return;
    }
    withFeedback((feedback) =>
      feedback.modal.confirm({
        title: common('common.prompt'),
        content: t('specs.replaceConfirm'),
        okText: common('common.confirm'),
        cancelText: common('common.cancel'),
        onOk: () => onApply(template.specs),
      }),
    );
  };

  return (
    <Space wrap>
      {canList && (
        <Select<number>
          value={null}
          placeholder={t('specs.applyTemplate')}
          loading={templates.isPending}
          notFoundContent={t('specs.noTemplates')}
          options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
          onChange={apply}
          style={{ minWidth: 180 }}
          data-testid="spec-template-select"
        />
      )}
      {canAdd && (
        <Button
          icon={<SaveOutlined />}
          disabled={usable.length === 0}
          onClick={() => setSaving(usable)}
          data-testid="spec-template-save"
        >
          {t('specs.saveTemplate')}
        </Button>
      )}
      <SaveTemplateDialog specs={saving} onClose={() => setSaving(null)} />
    </Space>
  );
}
