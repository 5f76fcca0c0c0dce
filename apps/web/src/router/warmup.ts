import { MENU_TABLE, type MenuComponent } from '@hh/shared';
import { productListFirstRequests } from '../features/goods/products/firstRequests.ts';
import { sessionFirstRequests } from '../session/firstRequests.ts';
import { type ScreenName, screenLoaders } from './screenLoaders.ts';
import { screenNameFor } from './screenNames.ts';

/** The first data of screens opened often straight from an address, fetched beside their code. */
const firstRequests: Partial<Record<MenuComponent, () => void>> = {
  'goods/product/index': productListFirstRequests,
};

/**
 * Whether a menu table pattern (`product/edit/:id`) covers `pathname`. Kept here rather than taken
 * from the router: the warm-up runs before React and the router have even downloaded.
 * @internal
 */
export function patternCovers(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, i) => part === have[i] || (part.startsWith(':') && have[i] !== ''))
  );
}

/** The component the menu table puts at `pathname`, before the session's menus say so. */
function tableComponentAt(pathname: string): MenuComponent | undefined {
  for (const directory of MENU_TABLE) {
    for (const entry of directory.entries) {
      if (patternCovers(`${directory.path}/${entry.path}`, pathname)) return entry.component;
    }
  }
  return undefined;
}

/**
 * On a cold start with a token, fetches the session's data, the layout, the screen the address most
 * likely opens and that screen's first data at once, instead of one after another. It runs first in
 * the entry, before React and the rest of the app are even downloaded, so none of them waits for
 * another. Data goes first: the browser's few connections then carry the small answers before the
 * script files. The guard still decides: a screen fetched here and then refused is only a wasted
 * download, and an answer nobody takes is dropped.
 */
export function warmUp(pathname: string): void {
  const load = (name: ScreenName | undefined) => {
    if (name) screenLoaders[name]().catch(() => undefined);
  };
  const component = tableComponentAt(pathname);
  sessionFirstRequests();
  if (component) firstRequests[component]?.();
  load('layout');
  if (component) load(screenNameFor(component));
  else if (pathname === '/dashboard') load('dashboard');
}
