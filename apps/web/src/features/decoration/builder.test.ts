import type { DecoComponent } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  type DecoBuilderAction,
  type DecoBuilderState,
  decoBuilderReducer,
  initialDecoBuilder,
  isDirty,
  newComponentId,
  toDocument,
} from './builder.ts';
import { newComponent } from './defaults.ts';
import { HISTORY_LIMIT } from './history.ts';
import { draftProblems, serverProblems } from './problems.ts';
import type { PageDetail } from './types.ts';

const texts = {
  title: 'Title',
  notice: 'Welcome',
  search: 'Search',
  products: 'Best sellers',
  activity: (type: string) => type,
};

const title = (id: string, text = 'T'): DecoComponent =>
  ({ ...newComponent('title', id, texts), text }) as DecoComponent;

const detail = (components: DecoComponent[]): PageDetail => ({
  id: 7,
  terminal: 3,
  name: 'Home',
  title: '',
  isHome: true,
  publishedVersion: null,
  publishedAt: null,
  hasDraftChanges: true,
  revision: 4,
  componentCount: components.length,
  updatedAt: new Date(0),
  updatedBy: null,
  document: {
    name: 'Home',
    title: '',
    background: '#F5F5F5',
    backgroundImage: null,
    sharePicture: null,
    shareTitle: '',
    components,
  },
});

const run = (state: DecoBuilderState, ...actions: DecoBuilderAction[]) =>
  actions.reduce(decoBuilderReducer, state);
const loaded = () =>
  run(initialDecoBuilder(), { type: 'load', detail: detail([title('a'), title('b'), title('c')]) });
const ids = (state: DecoBuilderState) => state.componentsData.map((c) => c.id);

describe('the page builder state', () => {
  it("holds the spec's names, terminal 3 by default, and the palette of every kind", () => {
    const state = initialDecoBuilder();
    expect(state).toMatchObject({ terminal: 3, activeComponent: null, componentsData: [], pageList: [] });
    expect(state.canvasList.map((entry) => entry.kind)).toContain('productList');
    expect(state.canvasList).toHaveLength(16);
  });

  it('loads a draft clean, with its revision', () => {
    const state = loaded();
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(state.revision).toBe(4);
    expect(isDirty(state)).toBe(false);
    expect(canUndo(state)).toBe(false);
  });

  it('inserts a component where it is dropped and selects it', () => {
    const state = run(loaded(), { type: 'insert', component: title('n'), index: 1 });
    expect(ids(state)).toEqual(['a', 'n', 'b', 'c']);
    expect(state.activeComponent).toBe('n');
    expect(isDirty(state)).toBe(true);
  });

  it('moves, duplicates after the original, hides and removes', () => {
    let state = run(loaded(), { type: 'move', from: 0, to: 2 });
    expect(ids(state)).toEqual(['b', 'c', 'a']);
    state = run(state, { type: 'duplicate', id: 'c', newId: 'c2' });
    expect(ids(state)).toEqual(['b', 'c', 'c2', 'a']);
    expect(state.activeComponent).toBe('c2');
    state = run(state, { type: 'toggleHidden', id: 'b' });
    expect(state.componentsData[0]?.hidden).toBe(true);
    state = run(state, { type: 'remove', id: 'c2' });
    expect(ids(state)).toEqual(['b', 'c', 'a']);
    expect(state.activeComponent).toBe('a');
  });

  it('ignores a move out of range', () => {
    const state = loaded();
    expect(run(state, { type: 'move', from: 0, to: 3 })).toBe(state);
    expect(run(state, { type: 'move', from: -1, to: 0 })).toBe(state);
  });

  it('undoes and redoes every edit, and a new edit drops the redo steps', () => {
    let state = run(loaded(), { type: 'move', from: 0, to: 1 }, { type: 'remove', id: 'c' });
    expect(ids(state)).toEqual(['b', 'a']);
    state = run(state, { type: 'undo' });
    expect(ids(state)).toEqual(['b', 'a', 'c']);
    state = run(state, { type: 'undo' });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(canUndo(state)).toBe(false);
    state = run(state, { type: 'redo' });
    expect(ids(state)).toEqual(['b', 'a', 'c']);
    state = run(state, { type: 'toggleHidden', id: 'a' });
    expect(canRedo(state)).toBe(false);
  });

  it('joins typing into one field into one undo step', () => {
    let state = loaded();
    for (const text of ['H', 'He', 'Hel']) {
      state = run(state, { type: 'replace', component: title('a', text), group: 'text' });
    }
    expect(state.history.past).toHaveLength(1);
    state = run(state, { type: 'undo' });
    expect(state.componentsData[0]).toMatchObject({ text: 'T' });
  });

  it('keeps at most the history limit', () => {
    let state = loaded();
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) state = run(state, { type: 'toggleHidden', id: 'a' });
    expect(state.history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('is clean once a save covers the last edit, dirty again after another', () => {
    let state = run(loaded(), { type: 'toggleHidden', id: 'a' });
    state = run(state, { type: 'saved', revision: 5, edits: state.edits });
    expect(isDirty(state)).toBe(false);
    expect(state.revision).toBe(5);
    state = run(state, { type: 'face', patch: { title: 'Sale' } });
    expect(isDirty(state)).toBe(true);
    expect(toDocument(state)).toMatchObject({ name: 'Home', title: 'Sale' });
  });

  it('makes component ids the contract accepts and the page does not use', () => {
    const values = [0.5, 0.5, 0.25];
    const id = newComponentId(
      [{ id: `c${Math.floor(0.5 * 36 ** 8).toString(36)}` }],
      () => values.shift() ?? 0.1,
    );
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(id).toBe(`c${Math.floor(0.25 * 36 ** 8).toString(36)}`);
  });
});

describe('the draft check', () => {
  it('finds the incomplete components with the contract schema', () => {
    const banner = newComponent('banner', 'b1', texts);
    const problems = draftProblems(toDocument({ ...loaded(), componentsData: [title('a'), banner] }));
    expect(problems).toEqual([{ componentId: 'b1', field: 'items', key: 'decoItems' }]);
  });

  it('a complete page has none, every starter kind without pictures is reported', () => {
    expect(draftProblems(toDocument(loaded()))).toEqual([]);
    const kinds = ['search', 'notice', 'title', 'spacer', 'divider', 'coupons', 'storeInfo'] as const;
    const components = kinds.map((kind, i) => newComponent(kind, `k${i}`, texts));
    expect(draftProblems(toDocument({ ...loaded(), componentsData: components }))).toEqual([]);
  });

  it("puts the server's field errors on their components", () => {
    const document = toDocument(loaded());
    expect(serverProblems(document, [{ field: 'document.components.1.moreLink', message: 'gone' }])).toEqual([
      { componentId: 'b', field: 'moreLink', key: 'server', text: 'gone' },
    ]);
  });
});
