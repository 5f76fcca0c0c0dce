import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, matchRoutes, useLocation } from 'react-router';
import { handlesOf } from '../../routing/meta.ts';
import { useRouteTree } from '../../routing/routeTree.tsx';
import { HOME_PATH } from '../../state/tabsLogic.ts';
import { useTitle } from '../useTitle.ts';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const title = useTitle();
  const { pathname } = useLocation();
  const { matchTree } = useRouteTree();
  const handles = handlesOf(matchRoutes(matchTree, pathname)).filter(
    (handle) => handle.meta && handle.meta.breadcrumb !== false,
  );
  const trail = pathname === HOME_PATH ? [] : handles;
  const items = [
    {
      key: 'home',
      title: trail.length === 0 ? t('layout.home') : <Link to={HOME_PATH}>{t('layout.home')}</Link>,
    },
    ...trail.map((handle, index) => {
      const text = handle.meta ? title(handle.meta.title) : '';
      const last = index === trail.length - 1;
      return {
        key: `${index}-${text}`,
        title: !last && handle.link ? <Link to={handle.link}>{text}</Link> : text,
      };
    }),
  ];
  return <Breadcrumb className="hh-breadcrumb" items={items} data-testid="breadcrumb" />;
}
