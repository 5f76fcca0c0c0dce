import { MENU_TABLE, type MenuComponent } from '@hh/shared';
import { matchPath } from 'react-router';
import { productListFirstRequests } from '../features/goods/products/firstRequests.ts';
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
 * On a cold start with a token, fetches the layout, the screen the address most likely opens and
 * that screen's first data while the session (info, roles, menus) loads, instead of after it. The
 * guard still decides: a screen fetched here and then refused is only a wasted download, and an
 * answer nobody takes is dropped.
 */
export function warmUp(pathname: string): void {
  const quietly = (screen: { preload(): Promise<unknown> } | undefined) => {
    screen?.preload().catch(() => undefined);
  };
  quietly(screens.layout);
  const component = tableComponentAt(pathname);
  if (component) {
    firstRequests[component]?.();
    quietly(screenFor(component));
  } else if (pathname === '/dashboard') quietly(screens.dashboard);
}
