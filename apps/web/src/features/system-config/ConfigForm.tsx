import { SELF_PICKUP_OFF, SELF_PICKUP_ON } from '@hh/shared';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../components/Permission.tsx';
import { guard } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type SystemConfig, saveSystemConfig } from './api.ts';
import { useSystemConfigT } from './i18n.ts';

export interface ConfigFormProps {
  initial: SystemConfig;
  onSaved(values: SystemConfig): void;
}

/** The spec's config form: no rules; success says 'setting succeeded', a failed save is ignored (§8). */
export function ConfigForm({ initial, onSaved }: ConfigFormProps) {
  const { t } = useTranslation();
  const st = useSystemConfigT();
  const [form] = Form.useForm<SystemConfig>();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: SystemConfig) => {
    setSaving(true);
    const saved = await saveSystemConfig(values).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!saved) return;
    notifySuccess(t('common.settingSucceeded'));
    onSaved(values);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      className="hh-system-config-form"
      data-testid="config-form"
    >
      <Form.Item name="store_self_mention" label={st('config.pickup')} extra={st('config.pickupHint')}>
        <Radio.Group
          data-testid="config-pickup"
          options={[
            { value: SELF_PICKUP_ON, label: st('config.pickupOn') },
            { value: SELF_PICKUP_OFF, label: st('config.pickupOff') },
          ]}
        />
      </Form.Item>
      <Form.Item name="tengxun_map_key" label={st('config.mapKey')} extra={st('config.mapKeyHint')}>
        <Input
          placeholder={st('config.mapKeyPlaceholder')}
          maxLength={100}
          allowClear
          data-testid="config-map-key"
        />
      </Form.Item>
      <Permission roles={guard('systemConfig:edit')}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="config-submit">
          {t('common.submit')}
        </Button>
      </Permission>
    </Form>
  );
}
