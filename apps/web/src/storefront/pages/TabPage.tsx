import { h5Paths } from '../render/paths.ts';
import { t } from '../texts.ts';

/** A tab of the bottom navigation for a page the shop does not offer yet (coupons, points…). */
export function TabPage({ companyKey }: { companyKey: string }) {
  return (
    <div className="sf-problem" data-testid="sf-tab-missing">
      <p>{t.notYet}</p>
      <a className="sf-button" href={h5Paths.home(companyKey)}>
        {t.goHome}
      </a>
    </div>
  );
}
