import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumnVisibility } from './useColumnVisibility.ts';

afterEach(() => localStorage.clear());

describe('useColumnVisibility', () => {
  it('hides the default columns until the person chooses, then keeps their choice', () => {
    const first = renderHook(() => useColumnVisibility('/api/user', ['sex']));
    expect(first.result.current.hidden).toEqual(['sex']);
    act(() => first.result.current.setHidden([]));
    expect(first.result.current.hidden).toEqual([]);

    const again = renderHook(() => useColumnVisibility('/api/user', ['sex']));
    expect(again.result.current.hidden).toEqual([]);
  });

  it('shows every column of a list without defaults', () => {
    const { result } = renderHook(() => useColumnVisibility('/api/roles'));
    expect(result.current.hidden).toEqual([]);
  });
});
