import { MENU_TABLE } from '@hh/shared';
import { matchPath } from 'react-router';
import { screenFor } from './registry.ts';
import { screens } from './screens.ts';

/** The screen the menu table puts at `pathname`, before the session's menus say so. */
function tableScreenAt(pathname: string) {
  for (const directory of MENU_TABLE) {
    for (const entry of directory.entries) {
      if (matchPath(`${directory.path}/${entry.path}`, pathname)) return screenFor(entry.component);
    }
  }
  return pathname === '/dashboard' ? screens.dashboard : undefined;
}

/**
 * On a cold start with a token, fetches the layout and the screen the address most likely opens
 * while the session (info, roles, menus) loads, instead of after it. The guard still decides:
 * a screen fetched here and then refused is only a wasted download.
 */
export function warmUp(pathname: string): void {
  const quietly = (screen: { preload(): Promise<unknown> } | undefined) => {
    screen?.preload().catch(() => undefined);
  };
  quietly(screens.layout);
  quietly(tableScreenAt(pathname));
}
