export interface LocalTitle {
  zh: string;
  en: string;
}

/** The spec's tab record: the route (path, name), where it was left (fullPath, query), its menu meta. */
export interface TabView {
  path: string;
  fullPath: string;
  /** The menu entry's name. */
  name: string;
  title: LocalTitle;
  affix: boolean;
  noCache: boolean;
  query: Record<string, string>;
}

export interface TabsState {
  visited: TabView[];
  cached: string[];
}

export const HOME_PATH = '/dashboard';
const NEVER_TABS = new Set(['/', '/store']);

export const emptyTabs = (): TabsState => ({ visited: [], cached: [] });

export function isTabbable(path: string): boolean {
  return !NEVER_TABS.has(path) && !path.startsWith('/redirect');
}

export function addView(state: TabsState, view: TabView): TabsState {
  if (!isTabbable(view.path)) return state;
  const exists = state.visited.some((item) => item.path === view.path);
  const visited = exists
    ? state.visited.map((item) =>
        item.path === view.path ? { ...view, affix: item.affix || view.affix } : item,
      )
    : [...state.visited, view];
  const cached =
    view.noCache || state.cached.includes(view.path) ? state.cached : [...state.cached, view.path];
  return { visited, cached };
}

export function initAffix(state: TabsState, views: readonly TabView[]): TabsState {
  const missing = views.filter(
    (view) => isTabbable(view.path) && !state.visited.some((v) => v.path === view.path),
  );
  if (missing.length === 0) return state;
  const affix = missing.map((view) => ({ ...view, affix: true }));
  const cached = [
    ...state.cached,
    ...affix.filter((v) => !v.noCache && !state.cached.includes(v.path)).map((v) => v.path),
  ];
  return { visited: [...affix, ...state.visited], cached };
}

function keepOnly(state: TabsState, keep: (view: TabView) => boolean): TabsState {
  const visited = state.visited.filter(keep);
  const paths = new Set(visited.map((view) => view.path));
  return { visited, cached: state.cached.filter((path) => paths.has(path)) };
}

export function closeView(state: TabsState, path: string): TabsState {
  const view = state.visited.find((item) => item.path === path);
  if (!view || view.affix) return state;
  return keepOnly(state, (item) => item.path !== path);
}

export function closeOthers(state: TabsState, path: string): TabsState {
  return keepOnly(state, (item) => item.affix || item.path === path);
}

export function closeAll(state: TabsState): TabsState {
  return keepOnly(state, (item) => item.affix);
}

export function dropCached(state: TabsState, path: string): TabsState {
  return state.cached.includes(path)
    ? { ...state, cached: state.cached.filter((item) => item !== path) }
    : state;
}

/** Where a menu link to `path` goes: back to its open tab as it was left (query kept), or the path. */
export function reopenPath(state: TabsState, path: string): string {
  return state.visited.find((view) => view.path === path)?.fullPath ?? path;
}

export function lastViewPath(state: TabsState): string {
  return state.visited.at(-1)?.fullPath ?? HOME_PATH;
}
