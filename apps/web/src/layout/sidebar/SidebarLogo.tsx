import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/state.ts';

export function SidebarLogo() {
  const { t } = useTranslation();
  const shop = useSession((state) => state.shop);
  const src = shop?.headPortrait || '/logo.svg';
  return (
    <Link
      to="/"
      className="hh-sidebar-logo"
      title={shop?.companyName ?? t('site.title')}
      data-testid="sidebar-logo"
    >
      <img src={src} alt={shop?.companyName ?? t('site.shortTitle')} />
    </Link>
  );
}
