import { MENU_TABLE, type MenuComponent } from '@hh/shared';
import { matchPath } from 'react-router';
import { productListFirstRequests } from '../features/goods/products/firstRequests.ts';
import { sessionFirstRequests } from '../session/firstRequests.ts';
import { screenFor } from './registry.ts';
import { screens } from './screens.ts';

/** The first data of screens opened often straight from an address, fetched beside their code. */
const firstRequests: Partial<Record<MenuComponent, () => void>> = {
  'goods/product/index': productListFirstRequests,
};

/** The component the menu table puts at `pathname`, before the session's menus say so. */
function tableComponentAt(pathname: string): MenuComponent | undefined {
  for (const directory of MENU_TABLE) {
    for (const entry of directory.entries) {
      if (matchPath(`${directory.path}/${entry.path}`, pathname)) return entry.component;
    }
  }
  return undefined;
}

/**
 * On a cold start with a token, fetches the session's data, the layout, the screen the address most
 * likely opens and that screen's first data at once, instead of one after another. Data goes first:
 * the browser's few connections then carry the small answers before the hundred script files. The
 * guard still decides: a screen fetched here and then refused is only a wasted download, and an
 * answer nobody takes is dropped.
 */
export function warmUp(pathname: string): void {
  const quietly = (screen: { preload(): Promise<unknown> } | undefined) => {
    screen?.preload().catch(() => undefined);
  };
  const component = tableComponentAt(pathname);
  sessionFirstRequests();
  if (component) firstRequests[component]?.();
  quietly(screens.layout);
  if (component) quietly(screenFor(component));
  else if (pathname === '/dashboard') quietly(screens.dashboard);
}
