import {
  checkNavItem,
  DEFAULT_NAV_COLORS,
  DEFAULT_TERMINAL,
  NAV_MAX_ITEMS,
  NAV_MIN_ITEMS,
  navLinkPath,
  verifyNavItems,
} from '@hh/shared';
import type { PageBuilderState } from '../../components/builder/pageBuilderState.ts';
import { BUILTIN_PREFIX } from './constants.ts';
import type { NavColorKey, NavColors, NavItem, NavItemPatch, NavSaveBody, NavState } from './types.ts';

/** The spec's page builder state for the bottom navigation: its entries are the components. */
export interface NavBuilderState extends PageBuilderState<NavItem, number> {
  colors: NavColors;
  saved: boolean;
  dirty: boolean;
}

export type NavBuilderAction =
  | { type: 'load'; state: NavState }
  | { type: 'saved'; state: NavState }
  | { type: 'select'; id: number }
  | { type: 'add' }
  | { type: 'update'; id: number; patch: NavItemPatch }
  | { type: 'delete'; id: number }
  | { type: 'reorder'; oldIndex: number; newIndex: number }
  | { type: 'verify' }
  | { type: 'rejectFields'; errors: readonly { field: string; message: string }[] }
  | { type: 'setColor'; key: NavColorKey; value: string }
  | { type: 'resetColors' };

export const initialNavBuilder = (terminal: number = DEFAULT_TERMINAL): NavBuilderState => ({
  terminal,
  activeComponent: null,
  componentsData: [],
  canvasList: [],
  pageList: [],
  colors: DEFAULT_NAV_COLORS,
  saved: false,
  dirty: false,
});

/**
 * New entries get a temporary negative id below every id in use (the defaults are -1..-4).
 * @internal
 */
export function nextTemporaryId(items: readonly NavItem[]): number {
  return Math.min(0, ...items.map((item) => item.id)) - 1;
}

function moveItem<T>(list: readonly T[], oldIndex: number, newIndex: number): T[] {
  const next = [...list];
  const [moved] = next.splice(oldIndex, 1);
  if (moved !== undefined) next.splice(newIndex, 0, moved);
  return next;
}

/** Runs the spec's verification: flags each entry, and when all are valid renumbers navSort 1..n. */
export function verifyBuilder(state: NavBuilderState): { valid: boolean; state: NavBuilderState } {
  const { valid, items } = verifyNavItems(state.componentsData);
  return { valid, state: { ...state, componentsData: items } };
}

function recheck(item: NavItem): NavItem {
  return item.verify1 === undefined ? item : { ...item, ...checkNavItem(item) };
}

function edited(state: NavBuilderState, patch: Partial<NavBuilderState>): NavBuilderState {
  return { ...state, ...patch, dirty: true };
}

function patched(item: NavItem, patch: NavItemPatch): NavItem {
  if (!patch.link) return { ...item, ...patch };
  return { ...item, ...patch, navUrl: navLinkPath(patch.link), linkError: undefined };
}

function update(state: NavBuilderState, id: number, patch: NavItemPatch): NavBuilderState {
  const componentsData = state.componentsData.map((item) => {
    if (item.id === id) return recheck(patched(item, patch));
    return patch.isHome === 1 ? { ...item, isHome: 0 as const } : item;
  });
  return edited(state, { componentsData });
}

function add(state: NavBuilderState): NavBuilderState {
  if (state.componentsData.length >= NAV_MAX_ITEMS) return state;
  const item: NavItem = {
    id: nextTemporaryId(state.componentsData),
    navName: '',
    navUrl: '',
    link: null,
    linkName: null,
    navIcon: `${BUILTIN_PREFIX}home`,
    navActiveIcon: '',
    navSort: state.componentsData.length + 1,
    json: '{}',
    isHome: 0,
  };
  return edited(state, { componentsData: [...state.componentsData, item], activeComponent: item.id });
}

function remove(state: NavBuilderState, id: number): NavBuilderState {
  const index = state.componentsData.findIndex((item) => item.id === id);
  if (index < 0 || state.componentsData.length <= NAV_MIN_ITEMS) return state;
  const componentsData = state.componentsData.filter((item) => item.id !== id);
  const neighbour = componentsData[Math.min(index, componentsData.length - 1)];
  const activeComponent = state.activeComponent === id ? (neighbour?.id ?? null) : state.activeComponent;
  return edited(state, { componentsData, activeComponent });
}

function rejectFields(
  state: NavBuilderState,
  errors: readonly { field: string; message: string }[],
): NavBuilderState {
  const componentsData = state.componentsData.map((item, index) => {
    const prefix = `items.${index}.`;
    const name = errors.find((e) => e.field === `${prefix}navName`);
    const link = errors.find((e) => e.field.startsWith(`${prefix}link`));
    if (!name && !link) return item;
    return { ...item, verify1: !name, verify2: !link, linkError: link?.message };
  });
  return { ...state, componentsData };
}

function load(loaded: NavState, activeComponent: number | null): NavBuilderState {
  const { terminal, saved, items, colors } = loaded;
  return {
    ...initialNavBuilder(terminal),
    saved,
    colors,
    componentsData: items,
    activeComponent,
  };
}

/** After a save the entries come back in the sent order, new ones with their ids: select by position. */
function afterSave(state: NavBuilderState, saved: NavState): NavBuilderState {
  const index = state.componentsData.findIndex((item) => item.id === state.activeComponent);
  const same = saved.items[index] ?? saved.items[0];
  return load(saved, same?.id ?? null);
}

export function navBuilderReducer(state: NavBuilderState, action: NavBuilderAction): NavBuilderState {
  switch (action.type) {
    case 'load': {
      const { items } = action.state;
      const stillThere = items.some((item) => item.id === state.activeComponent);
      return load(action.state, stillThere ? state.activeComponent : (items[0]?.id ?? null));
    }
    case 'saved':
      return afterSave(state, action.state);
    case 'select':
      return { ...state, activeComponent: action.id };
    case 'add':
      return add(state);
    case 'update':
      return update(state, action.id, action.patch);
    case 'delete':
      return remove(state, action.id);
    case 'reorder':
      return edited(state, {
        componentsData: moveItem(state.componentsData, action.oldIndex, action.newIndex),
      });
    case 'verify':
      return verifyBuilder(state).state;
    case 'rejectFields':
      return rejectFields(state, action.errors);
    case 'setColor':
      return edited(state, { colors: { ...state.colors, [action.key]: action.value } });
    case 'resetColors':
      return edited(state, { colors: DEFAULT_NAV_COLORS });
  }
}

export function toSaveBody(state: NavBuilderState): NavSaveBody {
  return {
    terminal: state.terminal,
    colors: state.colors,
    items: state.componentsData.map(({ id, navName, link, navIcon, navActiveIcon, json, isHome }) => ({
      ...(id > 0 ? { id } : {}),
      navName: navName.trim(),
      ...(link ? { link } : {}),
      navIcon,
      navActiveIcon,
      json,
      isHome,
    })),
  };
}
