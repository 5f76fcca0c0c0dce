import { LOGS_URL, logRow } from '@hh/shared';
import { Button } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { useAppStore } from '../../state/app.ts';
import type { LogRow } from './api.ts';
import { logColumns } from './columns.tsx';
import { LogDetail } from './LogDetail.tsx';
import { LogQueryFields } from './LogQueryFields.tsx';
import './audit-log.css';

interface LogQuery {
  userId?: number;
  entity?: string;
  action?: string;
  ip?: string;
  time?: [Dayjs, Dayjs] | null;
}

/** The read-only audit log of the current company. */
export default function LogsPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.lang);
  const [open, setOpen] = useState<LogRow | null>(null);
  const crud = useCrud<LogRow, Record<string, never>, LogQuery>({
    url: LOGS_URL,
    row: logRow,
    title: t('log.title'),
    defaultQuery: {},
    toParams: ({ userId, entity, action, ip, time }) => ({
      userId,
      entity,
      action,
      ip: ip?.trim() || undefined,
      startTime: time?.[0].toISOString(),
      endTime: time?.[1].toISOString(),
    }),
  });
  return (
    <div data-testid="audit-log-page">
      <CrudList
        crud={crud}
        permissions={{}}
        columns={logColumns(t, lang)}
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
