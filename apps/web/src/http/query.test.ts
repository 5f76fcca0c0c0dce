import { describe, expect, it } from 'vitest';
import { toQueryString } from './query.ts';

describe('query serialisation', () => {
  it('repeats arrays unindexed and leaves out empty values', () => {
    expect(
      toQueryString({
        page: 0,
        a: [1, 2],
        sort: ['id,desc', 'name,asc'],
        empty: '',
        none: null,
        gone: undefined,
      }),
    ).toBe('page=0&a=1&a=2&sort=id%2Cdesc&sort=name%2Casc');
  });

  it('drops empty items inside arrays and keeps false and zero', () => {
    expect(toQueryString({ a: ['', 'x', null], enabled: false, n: 0 })).toBe('a=x&enabled=false&n=0');
  });
});
