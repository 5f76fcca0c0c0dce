import { MENU_TABLE } from '@hh/shared';
import { matchPath } from 'react-router';

/** Every screen of the back office's menu table, directories included, as route patterns. */
const SCREEN_PATTERNS: readonly string[] = MENU_TABLE.flatMap((directory) => [
  directory.path,
  ...directory.entries.map((entry) => `${directory.path}/${entry.path}`),
]);

/**
 * Whether `pathname` is one of the back office's screens (whoever may open it): a screen missing
 * from a person's menu is one they may not open (403), any other path does not exist (404).
 */
export const isScreenPath = (pathname: string): boolean =>
  SCREEN_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
