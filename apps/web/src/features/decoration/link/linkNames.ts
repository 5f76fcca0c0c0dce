import type { DecoLink, DecoRenderData } from '@hh/shared';
import { createContext, useContext } from 'react';

/** The names a link picked in this session carries, by `kind:id`, beside those the canvas data gives. */
export const pickedNames = new Map<string, string>();

const keyOf = (link: DecoLink): string | null => {
  switch (link.kind) {
    case 'product':
    case 'category':
    case 'page':
      return `${link.kind}:${link.id}`;
    case 'navTab':
      return `navTab:${link.index}`;
    default:
      return null;
  }
};

export function rememberName(link: DecoLink, name: string | null): void {
  const key = keyOf(link);
  if (key && name) pickedNames.set(key, name);
}

/** The name of the link's target: from the canvas data, else from the pick; null when unknown. */
export function targetName(link: DecoLink, data: DecoRenderData | null): string | null {
  if (data) {
    switch (link.kind) {
      case 'product': {
        const found = data.products.find((p) => p.id === link.id);
        if (found) return found.name;
        break;
      }
      case 'category': {
        const found = data.categories.find((c) => c.id === link.id);
        if (found) return found.name;
        break;
      }
      case 'page': {
        const found = data.pages.find((p) => p.id === link.id);
        if (found) return found.name;
        break;
      }
      case 'navTab': {
        const found = data.navigation.items[link.index];
        if (found) return found.navName;
        break;
      }
      default:
        return null;
    }
  }
  const key = keyOf(link);
  return key ? (pickedNames.get(key) ?? null) : null;
}

/** The canvas data of the page being built (null while it loads), for link names and pickers. */
export const CanvasDataContext = createContext<DecoRenderData | null>(null);

export const useCanvasData = () => useContext(CanvasDataContext);

/** The terminal being decorated, for the pickers' page and tab lists. */
export const TerminalContext = createContext<number>(3);
