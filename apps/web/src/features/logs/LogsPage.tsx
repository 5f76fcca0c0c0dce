import { LOGS_URL, logRow } from '@hh/shared';
import { Button } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import type { LogRow } from './api.ts';
import { logColumns } from './columns.tsx';
import { LogDetail } from './LogDetail.tsx';
import { LogQueryFields } from './LogQueryFields.tsx';
import './audit-log.css';

interface LogQuery {
  username?: string;
  entity?: string;
  action?: string;
  time?: [Dayjs, Dayjs] | null;
}

/** The read-only audit log of the current company. */
export default function LogsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<LogRow | null>(null);
  const crud = useCrud<LogRow, Record<string, never>, LogQuery>({
    url: LOGS_URL,
    row: logRow,
    title: t('log.title'),
    defaultQuery: {},
    toParams: ({ username, entity, action, time }) => ({
      username: username?.trim(),
      entity,
      action,
      startTime: time?.[0].toISOString(),
      endTime: time?.[1].toISOString(),
    }),
  });
  return (
    <div data-testid="audit-log-page">
      <CrudList
        crud={crud}
        permissions={{}}
        columns={logColumns(t)}
        queryFields={<LogQueryFields />}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)} data-testid="log-detail">
            {t('log.detail')}
          </Button>
        )}
      />
      <LogDetail log={open} onClose={() => setOpen(null)} />
    </div>
  );
}
