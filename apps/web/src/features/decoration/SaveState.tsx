import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useDecoT } from './i18n.ts';
import type { Problem } from './problems.ts';
import type { SaveStatus } from './useDraftSave.ts';

interface SaveStateProps {
  status: SaveStatus;
  problems: readonly Problem[];
  onReload(): void;
  onRetry(): void;
}

/** The draft's saved state, always in view: saved (when), pending, saving, or why not. */
export function SaveState({ status, problems, onReload, onRetry }: SaveStateProps) {
  const t = useDecoT();
  const text = (() => {
    switch (status.kind) {
      case 'saved':
        return status.at
          ? t('builder.status.savedAt', { time: dayjs(status.at).format('HH:mm:ss') })
          : t('builder.status.saved');
      case 'pending':
        return t('builder.status.pending');
      case 'saving':
        return t('builder.status.saving');
      case 'invalid':
        return t('builder.status.invalid', { count: problems.length });
      case 'conflict':
        return t('builder.status.conflict');
      case 'failed':
        return t('builder.status.failed', { message: status.message });
    }
  })();
  const bad = status.kind === 'invalid' || status.kind === 'conflict' || status.kind === 'failed';
  const icon =
    status.kind === 'saving' ? (
      <LoadingOutlined />
    ) : bad ? (
      <ExclamationCircleOutlined />
    ) : status.kind === 'saved' ? (
      <CheckCircleOutlined />
    ) : null;
  return (
    <Space
      size={4}
      className="hh-deco-save"
      data-testid="deco-save-state"
      data-state={status.kind}
      role="status"
    >
      <Typography.Text type={bad ? 'danger' : status.kind === 'saved' ? 'success' : 'secondary'}>
        {icon} {text}
      </Typography.Text>
      {status.kind === 'conflict' && (
        <Button size="small" onClick={onReload} data-testid="deco-reload">
          {t('builder.reload')}
        </Button>
      )}
      {status.kind === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {t('builder.retrySave')}
        </Button>
      )}
    </Space>
  );
}
