import { h5Paths } from '../render/paths.ts';
import { t } from '../texts.ts';
import { EmptyPage } from './EmptyPage.tsx';

/** A tab of the bottom navigation for a page the shop does not offer yet (coupons, points…). */
export function TabPage({ companyKey }: { companyKey: string }) {
  return (
    <EmptyPage text={t.notYet} href={h5Paths.home(companyKey)} link={t.goHome} testId="sf-tab-missing" />
  );
}
