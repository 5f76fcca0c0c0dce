import { routeTreeFor } from '../router/routeTree.tsx';
import { useSession } from '../stores/session.ts';

export function useRouteTree() {
  return routeTreeFor(useSession((state) => state.menus));
}
