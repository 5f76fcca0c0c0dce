import { formatDate } from '@hh/shared';
import { Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogRow } from './api.ts';
import { type Change, changesOf } from './changes.ts';
import { LogEntityName, LogPerson } from './columns.tsx';
import { actionLabel, entityLabel, fieldLabel } from './labels.ts';
import { showValue } from './values.ts';

/** What changed, field by field: label, old value → new value. */
function ChangeTable({ log }: { log: LogRow }) {
  const { t } = useTranslation();
  return (
    <Table<Change>
      className="hh-log-changes"
      data-testid="log-changes"
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={changesOf(log.before, log.after)}
      locale={{ emptyText: t('log.noChanges') }}
      columns={[
        { key: 'field', title: t('log.field'), width: 140, render: (_, c) => fieldLabel(t, c.field) },
        {
          key: 'before',
          title: t('log.before'),
          render: (_, c) => <span className="hh-log-old">{showValue(t, c.before)}</span>,
        },
        { key: 'arrow', width: 32, render: () => <span aria-hidden>→</span> },
        {
          key: 'after',
          title: t('log.after'),
          render: (_, c) => <span className="hh-log-new">{showValue(t, c.after)}</span>,
        },
      ]}
    />
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
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'time', label: t('log.createdAt'), children: formatDate(log.createdAt) },
              { key: 'person', label: t('log.person'), children: <LogPerson row={log} /> },
              { key: 'entity', label: t('log.entity'), children: entityLabel(t, log.entity) },
              { key: 'name', label: t('log.entityName'), children: <LogEntityName row={log} /> },
              { key: 'action', label: t('log.action'), children: actionLabel(t, log.action) },
              { key: 'ip', label: t('log.ip'), children: log.ip ?? '-' },
            ]}
          />
          <h4 className="hh-log-changes-title">{t('log.changes')}</h4>
          <ChangeTable log={log} />
        </>
      )}
    </Drawer>
  );
}
