import { Link, useLocation } from 'react-router';
import type { NavNode } from '../../routing/menuTree.ts';
import { useTabs } from '../../state/tabs.ts';
import { reopenPath } from '../../state/tabsLogic.ts';
import { useTitle } from '../useTitle.ts';
import { targetOf } from './navHelpers.ts';

export function NavLinkItem({ node, onNavigate }: { node: NavNode; onNavigate(): void }) {
  const title = useTitle();
  const { pathname } = useLocation();
  const target = useTabs((state) => reopenPath(state, targetOf(node) ?? node.path));
  if (node.external) {
    return (
      <a className="hh-panel-link" href={node.path} target="_blank" rel="noreferrer" onClick={onNavigate}>
        {title(node.title)}
      </a>
    );
  }
  const active = pathname === node.path || pathname.startsWith(`${node.path}/`);
  return (
    <Link
      to={target}
      className={active ? 'hh-panel-link hh-panel-link--active' : 'hh-panel-link'}
      onClick={onNavigate}
      data-testid="panel-link"
    >
      {title(node.title)}
    </Link>
  );
}
