import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyStatusTag } from '../../../components/CompanyStatusTag.tsx';
import { ShopAvatar } from '../../../components/ShopAvatar.tsx';
import { useOnboardingT } from '../i18n.ts';
import { PaymentPanel } from '../payment/PaymentPanel.tsx';
import { ApprovedView } from './ApprovedView.tsx';
import { DisabledView } from './DisabledView.tsx';
import { PlanStep } from './PlanStep.tsx';
import { RejectedView } from './RejectedView.tsx';
import { useWizard } from './useWizard.ts';
import { WaitingView } from './WaitingView.tsx';
import { WizardSteps } from './WizardSteps.tsx';

/** The steps of a new shop: details ✓, choose a plan, pay, wait for approval. */
export function Wizard({ companyId }: { companyId: number }) {
  const t = useOnboardingT();
  const { t: common } = useTranslation();
  const wizard = useWizard(companyId);
  const { summary, view, order } = wizard;

  if (summary.isError) {
    return (
      <Result
        status="warning"
        title={t('wizard.loadFailed')}
        extra={<Button onClick={() => void summary.refetch()}>{common('common.retry')}</Button>}
      />
    );
  }
  if (!summary.data || view === null) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { company } = summary.data;

  let content: ReactNode;
  switch (view) {
    case 'plans':
      content = wizard.canPay ? (
        <PlanStep onOrdered={wizard.ordered} {...(wizard.expired ? { expiredAt: company.expireTime } : {})} />
      ) : (
        <Result
          status="info"
          title={t(wizard.expired ? 'plans.ownerRenews' : 'plans.ownerPays')}
          data-testid="wizard-owner-pays"
        />
      );
      break;
    case 'pay':
      content = order && (
        <PaymentPanel order={order} onSettled={wizard.settled} onChangePlan={wizard.changePlan} />
      );
      break;
    case 'waiting':
      content = <WaitingView planName={company.planName ?? order?.planName ?? null} />;
      break;
    case 'approved':
      content = <ApprovedView company={company} />;
      break;
    case 'rejected':
      content = <RejectedView company={company} />;
      break;
    case 'disabled':
      content = <DisabledView />;
      break;
  }

  return (
    <div className="hh-onboarding-wizard" data-testid="onboarding-wizard" data-view={view}>
      <div className="hh-onboarding-shop">
        <ShopAvatar company={company} size={48} className="hh-onboarding-avatar" />
        <div>
          <h1>{t(wizard.expired ? 'wizard.renewTitle' : 'wizard.title')}</h1>
          <p>
            <span className="hh-onboarding-shop-name">{company.companyName}</span>
            <CompanyStatusTag status={company.status} />
          </p>
        </div>
      </div>
      {wizard.expired ? null : <WizardSteps view={view} />}
      <Card className="hh-onboarding-card">{content}</Card>
    </div>
  );
}
