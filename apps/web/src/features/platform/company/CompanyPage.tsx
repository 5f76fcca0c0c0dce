import { platformCompanyRow } from '@hh/shared';
import { useState } from 'react';
import { CrudList } from '../../../components/crud/CrudList.tsx';
import { pageAfterRemoval } from '../../../components/crud/listLogic.ts';
import { useCrud } from '../../../components/crud/useCrud.ts';
import { quietly } from '../../../lib/quietly.ts';
import { usePlatformT } from '../i18n.ts';
import { AuditDrawer } from './AuditDrawer.tsx';
import {
  COMPANIES_URL,
  type Company,
  type CompanyQuery,
  type CompanyRow,
  companyParams,
  DEFAULT_COMPANY_QUERY,
} from './api.ts';
import { CompanyActions } from './CompanyActions.tsx';
import { CompanyQueryFields } from './CompanyQueryFields.tsx';
import { companyColumns } from './companyColumns.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import '../platform.css';

/** `platform/company/index`: the shop approval queue (pending first) and every shop by status. */
export default function CompanyPage() {
  const t = usePlatformT();
  const crud = useCrud<CompanyRow, object, CompanyQuery, Company>({
    url: COMPANIES_URL,
    row: platformCompanyRow,
    toRow: (company) => ({ ...company, id: company.companyId }),
    title: t('company.title'),
    defaultQuery: DEFAULT_COMPANY_QUERY,
    toParams: companyParams,
  });
  const [rejecting, setRejecting] = useState<CompanyRow | null>(null);
  const [auditing, setAuditing] = useState<CompanyRow | null>(null);

  /** A decided shop leaves the approval queue: step back a page when it was the last one shown. */
  const reload = () => {
    const { params, rows } = crud.current();
    const leaves = params.query.status === 'pending_approval';
    quietly(crud.load({ page: leaves ? pageAfterRemoval(params.page, rows.length, 1) : params.page }));
  };

  return (
    <div data-testid="company-page">
      <CrudList
        crud={crud}
        columns={companyColumns(t)}
        permissions={{}}
        exportable={false}
        queryFields={<CompanyQueryFields />}
        rowActions={(row) => (
          <CompanyActions company={row} onReject={setRejecting} onAudits={setAuditing} onDecided={reload} />
        )}
      />
      <RejectDialog
        company={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          reload();
        }}
      />
      <AuditDrawer company={auditing} onClose={() => setAuditing(null)} />
    </div>
  );
}
