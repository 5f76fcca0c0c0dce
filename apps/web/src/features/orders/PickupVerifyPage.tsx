import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../http/ApiError.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { confirmPickup, type PickupPreview, previewPickup } from './api.ts';
import { LinesTable } from './detail/LinesTable.tsx';
import { useOrdersT } from './i18n.ts';
import { PickupStoresNote } from './PickupStoresNote.tsx';
import { requiredText } from './rules.ts';
import { StatusTag } from './StatusTag.tsx';
import './orders.css';

interface CodeValues {
  code: string;
}

/** `order/verify`: type or scan a pickup code → the order it names (this person's stores only) → verify. */
export default function PickupVerifyPage() {
  const t = useOrdersT();
  const [form] = Form.useForm<CodeValues>();
  const [found, setFound] = useState<{ preview: PickupPreview; code: string } | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<'preview' | 'confirm' | null>(null);
  const [verified, setVerified] = useState<string | null>(null);

  /** A refusal (wrong code, another store's, already verified) is shown here, in place, once. */
  const attempt = async (step: 'preview' | 'confirm', action: () => Promise<void>) => {
    setBusy(step);
    setProblem('');
    try {
      await action();
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    } finally {
      setBusy(null);
    }
  };

  const look = ({ code }: CodeValues) =>
    attempt('preview', async () => {
      setFound(null);
      setVerified(null);
      const trimmed = code.trim();
      setFound({ preview: await previewPickup(trimmed), code: trimmed });
    });

  const confirm = (preview: PickupPreview, code: string) =>
    attempt('confirm', async () => {
      await confirmPickup(code);
      notifySuccess(t('verify.done', { code: preview.code }));
      setVerified(preview.code);
      setFound(null);
    });

  const again = () => {
    setVerified(null);
    form.resetFields();
  };

  return (
    <div className="hh-order-verify" data-testid="order-verify">
      <PickupStoresNote />
      <Card size="small" title={t('verify.title')}>
        <Form
          form={form}
          layout="inline"
          name="order-verify"
          onFinish={(values) => quietly(look(values))}
          className="hh-order-verify-form"
        >
          <Form.Item
            name="code"
            rules={[requiredText(t('verify.rules.code'))]}
            className="hh-order-verify-code"
          >
            <Input
              autoFocus
              allowClear
              prefix={<ScanOutlined />}
              placeholder={t('verify.codePlaceholder')}
              autoComplete="off"
              maxLength={32}
              aria-label={t('verify.code')}
              data-testid="verify-code"
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={busy === 'preview'}
              data-testid="verify-preview"
            >
              {t('verify.preview')}
            </Button>
          </Form.Item>
        </Form>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem}
            className="hh-order-verify-problem"
            data-testid="verify-problem"
          />
        )}
      </Card>
      {found && (
        <Card size="small" data-testid="verify-preview-card">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('verify.order')}>
              <span data-testid="verify-order-code">{found.preview.code}</span>{' '}
              <StatusTag order={found.preview} />
            </Descriptions.Item>
            <Descriptions.Item label={t('verify.store')}>{found.preview.store.name}</Descriptions.Item>
            <Descriptions.Item label={t('verify.member')}>
              {found.preview.member?.nickname ?? found.preview.receiverName} ·{' '}
              {found.preview.member?.phone ?? found.preview.receiverPhone}
            </Descriptions.Item>
          </Descriptions>
          <LinesTable lines={found.preview.lines} />
          <div className="hh-order-verify-actions">
            <Button
              type="primary"
              size="large"
              loading={busy === 'confirm'}
              onClick={() => quietly(confirm(found.preview, found.code))}
              data-testid="verify-confirm"
            >
              {t('verify.confirm')}
            </Button>
          </div>
        </Card>
      )}
      {verified && (
        <Result
          status="success"
          title={t('verify.done', { code: verified })}
          extra={
            <Button onClick={again} data-testid="verify-again">
              {t('verify.again')}
            </Button>
          }
          data-testid="verify-done"
        />
      )}
    </div>
  );
}
