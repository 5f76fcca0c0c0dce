import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { formatBytes } from './formatBytes.ts';
import { useMediaT } from './i18n.ts';
import { summarize, type UploadItem } from './uploadQueue.ts';

interface UploadListProps {
  items: UploadItem[];
  onClear(): void;
}

function ItemState({ item }: { item: UploadItem }) {
  const t = useMediaT();
  if (item.status === 'error') {
    return (
      <Typography.Text type="danger" className="hh-upload-error" data-testid="upload-error">
        <CloseCircleFilled /> {item.error}
      </Typography.Text>
    );
  }
  if (item.status === 'done') {
    return (
      <Typography.Text type="success">
        <CheckCircleFilled /> {t('upload.done')}
      </Typography.Text>
    );
  }
  if (item.status === 'waiting')
    return <Typography.Text type="secondary">{t('upload.waiting')}</Typography.Text>;
  return <Progress percent={item.percent} size="small" data-testid="upload-progress" />;
}

/** The files of the current upload batch, each with its progress or the reason it was refused. */
export function UploadList({ items, onClear }: UploadListProps) {
  const t = useMediaT();
  if (items.length === 0) return null;
  const summary = summarize(items);
  return (
    <div className="hh-upload-list" data-testid="upload-list">
      <div className="hh-upload-list-head">
        <Typography.Text type="secondary">
          {t('upload.summary', { done: summary.done, failed: summary.failed })}
        </Typography.Text>
        {summary.active < items.length && (
          <Button type="link" size="small" onClick={onClear} data-testid="upload-clear">
            {t('upload.clear')}
          </Button>
        )}
      </div>
      {items.map((item) => (
        <div key={item.uid} className="hh-upload-item" data-testid="upload-item" data-status={item.status}>
          <span className="hh-upload-name" title={item.name}>
            {item.name}
          </span>
          <span className="hh-upload-size">{formatBytes(item.size)}</span>
          <span className="hh-upload-state">
            <ItemState item={item} />
          </span>
        </div>
      ))}
    </div>
  );
}
