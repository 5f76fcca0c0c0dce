import type { RouteMatch } from 'react-router';
import type { LocalTitle } from '../state/tabsLogic.ts';

export interface RouteMeta {
  /** The menu entry's name (the spec's route name). */
  name?: string;
  title: LocalTitle;
  icon?: string | null;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
}

export interface RouteHandle {
  meta?: RouteMeta;
  redirect?: string;
  link?: string;
  preload?: () => Promise<unknown>;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

export function pickTitle(title: LocalTitle, lang: string): string {
  return lang === 'en' ? title.en || title.zh : title.zh || title.en;
}

export function handlesOf(matches: readonly RouteMatch[] | null): RouteHandle[] {
  return (matches ?? []).map((match) => match.route.handle).filter(isRouteHandle);
}
