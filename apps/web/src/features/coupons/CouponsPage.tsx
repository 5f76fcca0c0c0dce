import { Tabs } from 'antd';
import { IssuesTab } from './IssuesTab.tsx';
import { useCouponsT } from './i18n.ts';
import { MemberCouponsTab } from './MemberCouponsTab.tsx';
import { TemplatesTab } from './TemplatesTab.tsx';

/** Marketing › coupons: templates, issues with their live counts, and members' coupons. */
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
        ]}
      />
    </div>
  );
}
