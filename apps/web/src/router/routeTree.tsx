import type { RouteObject } from 'react-router';
import { type NavNode, searchEntries, toNavTree } from '../routing/menuTree.ts';
import type { RouteHandle, RouteMeta } from '../routing/meta.ts';
import { FORBIDDEN_PATH, LEGACY_FORBIDDEN_PATH, NOT_FOUND_PATH } from '../routing/paths.ts';
import type { RouteTree } from '../routing/routeTree.tsx';
import type { MenuItem } from '../session/types.ts';
import type { TabView } from '../state/tabsLogic.ts';
import { homeScreen } from './homeScreen.tsx';
import { screenFor } from './registry.ts';
import { screens } from './screens.ts';
import { routeTitle } from './titles.ts';

const dashboardMeta: RouteMeta = {
  name: 'Dashboard',
  title: routeTitle('dashboard'),
  affix: true,
  noCache: true,
  icon: 'HomeOutlined',
};

function nodeMeta(node: NavNode): RouteMeta {
  return {
    name: node.name,
    title: node.title,
    icon: node.icon,
    hidden: node.hidden,
    affix: node.affix,
    noCache: node.noCache,
    breadcrumb: node.breadcrumb,
  };
}

function menuRoute(node: NavNode): RouteObject | null {
  if (node.external) return null;
  const meta = nodeMeta(node);
  if (node.group) {
    const self: RouteObject = {
      path: node.path,
      handle: { meta, redirect: node.redirect ?? NOT_FOUND_PATH },
    };
    const children = node.children.map(menuRoute).filter((route): route is RouteObject => route !== null);
    return { handle: { meta, link: node.link } satisfies RouteHandle, children: [self, ...children] };
  }
  const screen = screenFor(node.component) ?? screens.notFound;
  return { path: node.path, element: <screen.Component />, handle: { meta, preload: screen.preload } };
}

function staticLayoutChildren(): RouteObject[] {
  return [
    {
      path: '/dashboard',
      element: <homeScreen.Component />,
      handle: { meta: dashboardMeta, preload: homeScreen.preload } satisfies RouteHandle,
    },
    {
      path: '/user/center',
      element: <screens.userCenter.Component />,
      handle: {
        meta: { name: 'UserCenter', title: routeTitle('userCenter'), hidden: true },
        preload: screens.userCenter.preload,
      } satisfies RouteHandle,
    },
    {
      path: '/redirect/*',
      element: <screens.redirect.Component />,
      handle: {
        meta: { title: routeTitle('redirect'), hidden: true, noCache: true },
        preload: screens.redirect.preload,
      } satisfies RouteHandle,
    },
  ];
}

function standalone(
  path: string,
  screen: (typeof screens)[keyof typeof screens],
  meta: RouteMeta,
): RouteObject {
  return {
    path,
    element: <screen.Component />,
    handle: { meta, preload: screen.preload } satisfies RouteHandle,
  };
}

function standaloneRoutes(): RouteObject[] {
  return [
    standalone('/login', screens.login, { title: routeTitle('login'), hidden: true, noCache: true }),
    standalone('/register', screens.register, { title: routeTitle('register'), hidden: true, noCache: true }),
    standalone('/store', screens.store, {
      title: routeTitle('store'),
      hidden: true,
      affix: true,
      noCache: true,
    }),
    standalone('/onboarding', screens.onboarding, {
      title: routeTitle('onboarding'),
      hidden: true,
      noCache: true,
    }),
    standalone('/help', screens.help, { title: routeTitle('help'), hidden: true }),
    standalone('/404', screens.notFound, { title: routeTitle('notFound'), hidden: true }),
    standalone(FORBIDDEN_PATH, screens.unauthorized, { title: routeTitle('unauthorized'), hidden: true }),
    {
      path: LEGACY_FORBIDDEN_PATH,
      handle: {
        meta: { title: routeTitle('unauthorized'), hidden: true },
        redirect: FORBIDDEN_PATH,
      } satisfies RouteHandle,
    },
  ];
}

function affixViews(nav: readonly NavNode[]): TabView[] {
  const views: TabView[] = [
    {
      path: '/dashboard',
      fullPath: '/dashboard',
      name: 'Dashboard',
      title: dashboardMeta.title,
      affix: true,
      noCache: true,
      query: {},
    },
  ];
  const visit = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (!node.group && node.affix && !node.external && node.path !== '/dashboard') {
        views.push({
          path: node.path,
          fullPath: node.path,
          name: node.name,
          title: node.title,
          affix: true,
          noCache: node.noCache,
          query: {},
        });
      }
      visit(node.children);
    }
  };
  visit(nav);
  return views;
}

function buildRouteTree(menus: readonly MenuItem[]): RouteTree {
  const nav = toNavTree(menus);
  const layoutChildren = [
    ...staticLayoutChildren(),
    ...nav.map(menuRoute).filter((route): route is RouteObject => route !== null),
  ];
  const layoutHandle: RouteHandle = { preload: screens.layout.preload };
  return {
    nav,
    layoutChildren,
    top: [...standaloneRoutes(), { path: '/*', element: <screens.layout.Component />, handle: layoutHandle }],
    matchTree: [...standaloneRoutes(), { path: '/', handle: layoutHandle, children: layoutChildren }],
    affixViews: affixViews(nav),
    search: [
      { path: '/dashboard', title: [dashboardMeta.title] },
      ...searchEntries(nav).filter((entry) => entry.path !== '/dashboard'),
    ],
  };
}

let memo: { menus: readonly MenuItem[]; tree: RouteTree } | null = null;

export function routeTreeFor(menus: readonly MenuItem[]): RouteTree {
  if (memo?.menus !== menus) memo = { menus, tree: buildRouteTree(menus) };
  return memo.tree;
}
