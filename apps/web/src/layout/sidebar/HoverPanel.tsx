import { type NavNode, visibleChildren } from '../../routing/menuTree.ts';
import { useTitle } from '../useTitle.ts';
import { NavLinkItem } from './NavLinkItem.tsx';
import { hasPanel } from './navHelpers.ts';

export function HoverPanel({ node, onNavigate }: { node: NavNode; onNavigate(): void }) {
  const title = useTitle();
  return (
    <div className="hh-hover-panel" data-testid="hover-panel">
      <div className="hh-hover-panel-title">{title(node.title)}</div>
      {visibleChildren(node).map((child) =>
        hasPanel(child) ? (
          <div key={child.path} className="hh-hover-group">
            <div className="hh-hover-group-title">{title(child.title)}</div>
            {visibleChildren(child).map((leaf) => (
              <NavLinkItem key={leaf.path} node={leaf} onNavigate={onNavigate} />
            ))}
          </div>
        ) : (
          <NavLinkItem key={child.path} node={child} onNavigate={onNavigate} />
        ),
      )}
    </div>
  );
}
