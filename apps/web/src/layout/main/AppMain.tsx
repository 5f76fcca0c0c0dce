import { Activity } from 'react';
import { useLocation } from 'react-router';
import { useRouteTree } from '../../routing/routeTree.tsx';
import { useTabs } from '../../state/tabs.ts';
import { KeptView } from './KeptView.tsx';
import { useScrollMemory } from './useScrollMemory.ts';

export function AppMain() {
  const location = useLocation();
  const { layoutChildren } = useRouteTree();
  const cached = useTabs((state) => state.cached);
  const visited = useTabs((state) => state.visited);
  const current = location.pathname;
  const isCached = cached.includes(current);
  useScrollMemory(current, isCached);

  return (
    <main className="hh-content" data-testid="app-main">
      {cached.map((path) => {
        const active = path === current;
        const fullPath = visited.find((view) => view.path === path)?.fullPath ?? path;
        return (
          <Activity key={path} mode={active ? 'visible' : 'hidden'}>
            <KeptView routes={layoutChildren} location={active ? location : fullPath} />
          </Activity>
        );
      })}
      {!isCached && <KeptView key={current} routes={layoutChildren} location={location} />}
    </main>
  );
}
