import { Tabs } from 'antd';
import { IssuesTab } from './IssuesTab.tsx';
import { useCouponsT } from './i18n.ts';
import { MemberCouponsTab } from './MemberCouponsTab.tsx';
import { StatisticsTab } from './StatisticsTab.tsx';
import { TemplatesTab } from './TemplatesTab.tsx';
import './coupons.css';

/** Marketing › coupons: templates, issues with their live counts, members' coupons and the statistics. */
export default function CouponsPage() {
  const t = useCouponsT();
  return (
    <div data-testid="coupons-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'templates', label: t('tabs.templates'), children: <TemplatesTab /> },
          { key: 'issues', label: t('tabs.issues'), children: <IssuesTab /> },
          { key: 'members', label: t('tabs.memberCoupons'), children: <MemberCouponsTab /> },
          { key: 'statistics', label: t('tabs.statistics'), children: <StatisticsTab /> },
        ]}
      />
    </div>
  );
}
