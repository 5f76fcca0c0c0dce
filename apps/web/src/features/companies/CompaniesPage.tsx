import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QueryProvider } from '../../components/QueryProvider.tsx';
import { StandaloneHeader } from '../../components/StandaloneHeader.tsx';
import { ThemeProvider } from '../../components/theme/ThemeProvider.tsx';
import { notifySuccess } from '../../http/notify.ts';
import { landingPath } from '../../routing/landing.ts';
import { readRedirect } from '../../routing/paths.ts';
import { loadCompanies, switchCompany } from '../../session/actions.ts';
import { readStoreId } from '../../session/storage.ts';
import type { Company } from '../../session/types.ts';
import { CompanyCard } from './CompanyCard.tsx';
import { CreateShopCard } from './CreateShopCard.tsx';
import { CreateShopDialog } from './CreateShopDialog.tsx';
import { Invitations } from './Invitations.tsx';
import { useCompaniesT } from './i18n.ts';
import './companies.css';

function StoreContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const st = useCompaniesT();
  const [switching, setSwitching] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const companies = useQuery({ queryKey: ['store', 'companies'], queryFn: loadCompanies, staleTime: 0 });
  const currentId = readStoreId();

  const enter = async (companyId: number) => {
    const shop = await switchCompany(companyId);
    notifySuccess(t('store.switched', { name: shop.companyName }));
    navigate(landingPath(shop, readRedirect(search)));
  };

  const choose = async (company: Company) => {
    if (switching !== null) return;
    setSwitching(company.companyId);
    try {
      await enter(company.companyId);
    } catch {
      setSwitching(null);
    }
  };

  return (
    <div className="hh-standalone-page">
      <StandaloneHeader logoutTestId="store-logout" />
      <main className="hh-standalone-main hh-store-main">
        <h1>{t('store.title')}</h1>
        <p className="hh-store-subtitle">{t('store.subtitle')}</p>
        <Invitations onJoined={enter} />
        {companies.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {companies.isError && (
          <Result
            status="warning"
            title={t('store.loadFailed')}
            extra={<Button onClick={() => void companies.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        {companies.data?.length === 0 && (
          <Empty description={t('store.empty')} className="hh-store-empty">
            <p>{t('store.emptyHint')}</p>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="create-shop"
            >
              {st('createTitle')}
            </Button>
          </Empty>
        )}
        {companies.data && companies.data.length > 0 && (
          <div className="hh-store-grid">
            {companies.data.map((company) => (
              <CompanyCard
                key={company.companyId}
                company={company}
                current={company.companyId === currentId}
                switching={switching === company.companyId}
                onChoose={choose}
              />
            ))}
            <CreateShopCard onClick={() => setCreating(true)} />
          </div>
        )}
      </main>
      <CreateShopDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

export default function CompaniesPage() {
  return (
    <ThemeProvider>
      <QueryProvider>
        <StoreContent />
      </QueryProvider>
    </ThemeProvider>
  );
}
