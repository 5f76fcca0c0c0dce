import { type LazyScreen, lazyScreen } from './lazyScreen.tsx';
import { type ScreenName, screenLoaders } from './screenLoaders.ts';

export const screens = Object.fromEntries(
  Object.entries(screenLoaders).map(([name, load]) => [name, lazyScreen(load)]),
) as Record<ScreenName, LazyScreen>;
