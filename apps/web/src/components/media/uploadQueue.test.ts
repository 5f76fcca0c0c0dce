import { describe, expect, it } from 'vitest';
import type { MediaFile } from './api.ts';
import {
  clearFinished,
  enqueue,
  fail,
  type NewUpload,
  progress,
  start,
  succeed,
  summarize,
  toStart,
} from './uploadQueue.ts';

const file = (uid: string, refused?: string): NewUpload => ({
  uid,
  name: `${uid}.png`,
  size: 100,
  kind: 'image',
  refused,
});

const saved = (id: number): MediaFile => ({
  id,
  groupId: null,
  name: `${id}.png`,
  kind: 'image',
  mime: 'image/png',
  size: 100,
  url: `/file/${id}.png`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('upload queue', () => {
  it('queues files in order and fails a refused one at once without sending it', () => {
    const items = enqueue([], [file('a'), file('b', 'too large'), file('c')]);
    expect(items.map((item) => [item.uid, item.status, item.error])).toEqual([
      ['a', 'waiting', undefined],
      ['b', 'error', 'too large'],
      ['c', 'waiting', undefined],
    ]);
    expect(toStart(items).map((item) => item.uid)).toEqual(['a', 'c']);
  });

  it('sends at most two at a time', () => {
    let items = enqueue([], [file('a'), file('b'), file('c')]);
    expect(toStart(items).map((item) => item.uid)).toEqual(['a', 'b']);
    items = start(start(items, 'a'), 'b');
    expect(toStart(items)).toEqual([]);
    items = succeed(items, 'a', saved(1));
    expect(toStart(items).map((item) => item.uid)).toEqual(['c']);
  });

  it('keeps progress per file, only forward and only while sending', () => {
    let items = start(enqueue([], [file('a'), file('b')]), 'a');
    items = progress(items, 'a', 40);
    items = progress(items, 'a', 25);
    items = progress(items, 'b', 80);
    expect(items.map((item) => item.percent)).toEqual([40, 0]);
    items = progress(items, 'a', 140);
    expect(items[0]?.percent).toBe(100);
  });

  it('keeps each file its own result or error', () => {
    let items = start(start(enqueue([], [file('a'), file('b')]), 'a'), 'b');
    items = fail(items, 'b', 'The file type is not allowed');
    items = succeed(items, 'a', saved(7));
    expect(items[0]).toMatchObject({ status: 'done', percent: 100, result: { id: 7 } });
    expect(items[1]).toMatchObject({ status: 'error', error: 'The file type is not allowed' });
    expect(summarize(items)).toEqual({ done: 1, failed: 1, active: 0 });
  });

  it('clears finished files and keeps those still running', () => {
    let items = enqueue([], [file('a'), file('b'), file('c', 'refused')]);
    items = succeed(start(items, 'a'), 'a', saved(1));
    expect(clearFinished(items).map((item) => item.uid)).toEqual(['b']);
  });
});
