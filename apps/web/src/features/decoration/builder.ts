import {
  DECO_COMPONENT_TYPES,
  DECO_COMPONENTS_MAX,
  DEFAULT_TERMINAL,
  type DecoComponent,
  type DecoDocument,
} from '@hh/shared';
import type { BuilderPage, PageBuilderState } from '../../components/builder/pageBuilderState.ts';
import { emptyHistory, type History, record, redo, undo } from './history.ts';
import type { PageDetail, PageFace } from './types.ts';

/** What undo and redo step through: the page's face and its components. */
interface Snapshot {
  face: PageFace;
  componentsData: DecoComponent[];
}

/**
 * The spec's page builder state for a decorated page: `componentsData` are the page's components in
 * canvas order, `activeComponent` the selected one's id (null: the page's own settings), `canvasList`
 * the palette of the terminal, `pageList` the terminal's pages. Beside it: the page's face, the
 * draft's revision, the undo history, and a count of edits against the count the last save covered.
 */
export interface DecoBuilderState extends PageBuilderState<DecoComponent, string> {
  pageId: number | null;
  face: PageFace;
  revision: number;
  history: History<Snapshot>;
  edits: number;
  savedEdits: number;
}

export type DecoBuilderAction =
  | { type: 'load'; detail: PageDetail }
  | { type: 'pages'; pages: readonly BuilderPage[] }
  | { type: 'select'; id: string | null }
  | { type: 'insert'; component: DecoComponent; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'duplicate'; id: string; newId: string }
  | { type: 'remove'; id: string }
  | { type: 'toggleHidden'; id: string }
  | { type: 'replace'; component: DecoComponent; group?: string }
  | { type: 'face'; patch: Partial<PageFace>; group?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; revision: number; edits: number };

const EMPTY_FACE: PageFace = {
  name: '',
  title: '',
  background: '#F5F5F5',
  backgroundImage: null,
  sharePicture: null,
  shareTitle: '',
};

/** The palette: every kind of component can go on the canvas of every terminal. */
const PALETTE = DECO_COMPONENT_TYPES.map((kind) => ({ kind }));

export const initialDecoBuilder = (): DecoBuilderState => ({
  terminal: DEFAULT_TERMINAL,
  activeComponent: null,
  componentsData: [],
  canvasList: PALETTE,
  pageList: [],
  pageId: null,
  face: EMPTY_FACE,
  revision: 0,
  history: emptyHistory(),
  edits: 0,
  savedEdits: 0,
});

export const isDirty = (state: DecoBuilderState) => state.edits !== state.savedEdits;
export const canUndo = (state: DecoBuilderState) => state.history.past.length > 0;
export const canRedo = (state: DecoBuilderState) => state.history.future.length > 0;
export const isFull = (state: DecoBuilderState) => state.componentsData.length >= DECO_COMPONENTS_MAX;

/** The draft as the server takes it. */
export const toDocument = (state: Pick<DecoBuilderState, 'face' | 'componentsData'>): DecoDocument => ({
  ...state.face,
  components: state.componentsData,
});

/** A component id unused on the page (letters and digits, as the contract wants). */
export function newComponentId(used: readonly { id: string }[], random: () => number = Math.random): string {
  const taken = new Set(used.map((c) => c.id));
  for (;;) {
    const id = `c${Math.floor(random() * 36 ** 8).toString(36)}`;
    if (!taken.has(id)) return id;
  }
}

function snapshot(state: DecoBuilderState): Snapshot {
  return { face: state.face, componentsData: state.componentsData };
}

/** An edit: the snapshot before it goes on the undo history (joining a step of the same group). */
function edit(
  state: DecoBuilderState,
  next: Partial<Snapshot>,
  group: string | null = null,
): DecoBuilderState {
  return {
    ...state,
    ...next,
    history: record(state.history, snapshot(state), group),
    edits: state.edits + 1,
  };
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

function load(state: DecoBuilderState, detail: PageDetail): DecoBuilderState {
  const { components, ...face } = detail.document;
  const keep = components.some((c) => c.id === state.activeComponent);
  return {
    ...initialDecoBuilder(),
    terminal: detail.terminal,
    pageList: state.pageList,
    pageId: detail.id,
    face,
    componentsData: components,
    activeComponent: keep ? state.activeComponent : null,
    revision: detail.revision,
  };
}

function remove(state: DecoBuilderState, id: string): DecoBuilderState {
  const index = state.componentsData.findIndex((c) => c.id === id);
  if (index < 0) return state;
  const componentsData = state.componentsData.filter((c) => c.id !== id);
  const neighbour = componentsData[Math.min(index, componentsData.length - 1)];
  const edited = edit(state, { componentsData });
  return {
    ...edited,
    activeComponent: state.activeComponent === id ? (neighbour?.id ?? null) : state.activeComponent,
  };
}

function duplicate(state: DecoBuilderState, id: string, newId: string): DecoBuilderState {
  const index = state.componentsData.findIndex((c) => c.id === id);
  const original = state.componentsData[index];
  if (!original || isFull(state)) return state;
  const copy: DecoComponent = { ...structuredClone(original), id: newId };
  const componentsData = [...state.componentsData];
  componentsData.splice(index + 1, 0, copy);
  return { ...edit(state, { componentsData }), activeComponent: newId };
}

function travel(state: DecoBuilderState, step: typeof undo): DecoBuilderState {
  const moved = step(state.history, snapshot(state));
  if (!moved) return state;
  const { face, componentsData } = moved.present;
  const keep = componentsData.some((c) => c.id === state.activeComponent);
  return {
    ...state,
    face,
    componentsData,
    history: moved.history,
    activeComponent: keep ? state.activeComponent : null,
    edits: state.edits + 1,
  };
}

export function decoBuilderReducer(state: DecoBuilderState, action: DecoBuilderAction): DecoBuilderState {
  switch (action.type) {
    case 'load':
      return load(state, action.detail);
    case 'pages':
      return { ...state, pageList: action.pages };
    case 'select':
      return { ...state, activeComponent: action.id, history: { ...state.history, group: null } };
    case 'insert': {
      if (isFull(state)) return state;
      const componentsData = [...state.componentsData];
      componentsData.splice(Math.max(0, Math.min(action.index, componentsData.length)), 0, action.component);
      return { ...edit(state, { componentsData }), activeComponent: action.component.id };
    }
    case 'move': {
      const { from, to } = action;
      const last = state.componentsData.length - 1;
      if (from === to || from < 0 || to < 0 || from > last || to > last) return state;
      return edit(state, { componentsData: move(state.componentsData, from, to) });
    }
    case 'duplicate':
      return duplicate(state, action.id, action.newId);
    case 'remove':
      return remove(state, action.id);
    case 'toggleHidden':
      return edit(state, {
        componentsData: state.componentsData.map((c) =>
          c.id === action.id ? { ...c, hidden: !c.hidden } : c,
        ),
      });
    case 'replace':
      return edit(
        state,
        {
          componentsData: state.componentsData.map((c) =>
            c.id === action.component.id ? action.component : c,
          ),
        },
        action.group ? `${action.component.id}:${action.group}` : null,
      );
    case 'face':
      return edit(
        state,
        { face: { ...state.face, ...action.patch } },
        action.group ? `face:${action.group}` : null,
      );
    case 'undo':
      return travel(state, undo);
    case 'redo':
      return travel(state, redo);
    case 'saved':
      return { ...state, revision: action.revision, savedEdits: action.edits };
  }
}
