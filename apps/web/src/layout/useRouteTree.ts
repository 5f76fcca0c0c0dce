import { routeTreeFor } from '../router/routeTree.tsx';
import { useSession } from '../state/session.ts';

export function useRouteTree() {
  return routeTreeFor(useSession((state) => state.menus));
}
