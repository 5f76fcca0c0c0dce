import type { LazyScreen } from './lazyScreen.tsx';
import { screens } from './screens.ts';

const menuScreens: Record<string, LazyScreen> = {
  'dashboard/index': screens.dashboard,
  'user/center/index': screens.userCenter,
};

export function screenFor(component: string): LazyScreen | undefined {
  return menuScreens[component.replace(/^\/+/, '').replace(/\.(vue|tsx)$/, '')];
}
