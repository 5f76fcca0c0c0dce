import { describe, expect, it } from 'vitest';
import { chooseUploaded, toggleChoice } from './selection.ts';

const a = { id: 1 };
const b = { id: 2 };
const c = { id: 3 };
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('picker selection', () => {
  it('single: a click replaces the choice, a second click on it clears it', () => {
    const single = { multiple: false };
    expect(ids(toggleChoice([], a, single))).toEqual([1]);
    expect(ids(toggleChoice([a], b, single))).toEqual([2]);
    expect(ids(toggleChoice([a], a, single))).toEqual([]);
  });

  it('multiple: clicks add and remove in click order', () => {
    const multiple = { multiple: true };
    let chosen = toggleChoice([], b, multiple);
    chosen = toggleChoice(chosen, a, multiple);
    chosen = toggleChoice(chosen, c, multiple);
    expect(ids(chosen)).toEqual([2, 1, 3]);
    expect(ids(toggleChoice(chosen, a, multiple))).toEqual([2, 3]);
  });

  it('multiple: stops adding at the maximum but still removes', () => {
    const rules = { multiple: true, max: 2 };
    expect(ids(toggleChoice([a, b], c, rules))).toEqual([1, 2]);
    expect(ids(toggleChoice([a, b], b, rules))).toEqual([1]);
  });

  it('chooses a file uploaded in the picker', () => {
    expect(ids(chooseUploaded([a], b, { multiple: false }))).toEqual([2]);
    expect(ids(chooseUploaded([a], b, { multiple: true }))).toEqual([1, 2]);
    expect(ids(chooseUploaded([a, b], c, { multiple: true, max: 2 }))).toEqual([1, 2]);
  });
});
