import type { LazyScreen } from './lazyScreen.tsx';
import { screenNameFor } from './screenNames.ts';
import { screens } from './screens.ts';

export function screenFor(component: string): LazyScreen | undefined {
  const name = screenNameFor(component);
  return name === undefined ? undefined : screens[name];
}
