import { formatDate } from '@hh/shared';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogRow } from './api.ts';
import { actionLabel, entityLabel } from './labels.ts';

function JsonBlock({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined;
  return (
    <section className="hh-log-json">
      <h4>{title}</h4>
      <pre data-testid={testId}>{empty ? t('log.empty') : JSON.stringify(value, null, 2)}</pre>
    </section>
  );
}

export function LogDetail({ log, onClose }: { log: LogRow | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={log !== null}
      onClose={onClose}
      title={t('log.detailTitle')}
      size={760}
      className="hh-log-detail"
      destroyOnHidden
    >
      {log && (
        <>
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'time', label: t('log.createdAt'), children: formatDate(log.createdAt) },
              { key: 'user', label: t('log.username'), children: log.username ?? '-' },
              { key: 'entity', label: t('log.entity'), children: entityLabel(t, log.entity) },
              { key: 'entityId', label: t('log.entityId'), children: log.entityId ?? '-' },
              { key: 'action', label: t('log.action'), children: actionLabel(t, log.action) },
              { key: 'ip', label: t('log.ip'), children: log.ip ?? '-' },
            ]}
          />
          <div className="hh-log-diff">
            <JsonBlock title={t('log.before')} value={log.before} testId="log-before" />
            <JsonBlock title={t('log.after')} value={log.after} testId="log-after" />
          </div>
        </>
      )}
    </Drawer>
  );
}
