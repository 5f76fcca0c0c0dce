import { useSession } from '../session/state.ts';
import type { LazyScreen } from './lazyScreen.tsx';
import { screens } from './screens.ts';

/** The home of the current shop: the platform's own figures for the platform, else the shop dashboard. */
const homeOf = (isPlatform: boolean): LazyScreen => (isPlatform ? screens.platformHome : screens.dashboard);

function HomeScreen() {
  const isPlatform = useSession((state) => state.shop?.isPlatform === true);
  const Screen = homeOf(isPlatform).Component;
  return <Screen />;
}

export const homeScreen = {
  Component: HomeScreen,
  preload: () => homeOf(useSession.getState().shop?.isPlatform === true).preload(),
};
