import type { TabView } from './tabsLogic.ts';

/** A tab of `path` as the router opens one, for tests. */
export const tabView = (path: string, extra: Partial<TabView> = {}): TabView => ({
  path,
  fullPath: path,
  name: path,
  title: { zh: path, en: path },
  affix: false,
  noCache: false,
  query: {},
  ...extra,
});
