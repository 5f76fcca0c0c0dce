import type { MediaFile, MediaKind } from './api.ts';

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'error';

/** One file of an upload batch, as the queue shows it. */
export interface UploadItem {
  uid: string;
  name: string;
  size: number;
  kind: MediaKind;
  status: UploadStatus;
  /** 0-100; only moves forward. */
  percent: number;
  error?: string;
  result?: MediaFile;
}

export type NewUpload = Pick<UploadItem, 'uid' | 'name' | 'size' | 'kind'> & {
  /** A reason found before sending (e.g. too large): the file is shown failed and never sent. */
  refused?: string;
};

/** How many files are sent at the same time. */
const PARALLEL_UPLOADS = 2;

export function enqueue(items: readonly UploadItem[], files: readonly NewUpload[]): UploadItem[] {
  return [
    ...items,
    ...files.map(({ refused, ...file }) =>
      refused
        ? { ...file, status: 'error' as const, percent: 0, error: refused }
        : { ...file, status: 'waiting' as const, percent: 0 },
    ),
  ];
}

const update = (items: readonly UploadItem[], uid: string, change: (item: UploadItem) => UploadItem) =>
  items.map((item) => (item.uid === uid ? change(item) : item));

export const start = (items: readonly UploadItem[], uid: string): UploadItem[] =>
  update(items, uid, (item) => ({ ...item, status: 'uploading' }));

export const progress = (items: readonly UploadItem[], uid: string, percent: number): UploadItem[] =>
  update(items, uid, (item) =>
    item.status === 'uploading'
      ? { ...item, percent: Math.max(item.percent, Math.min(100, Math.round(percent))) }
      : item,
  );

export const succeed = (items: readonly UploadItem[], uid: string, result: MediaFile): UploadItem[] =>
  update(items, uid, (item) => ({ ...item, status: 'done', percent: 100, result, error: undefined }));

export const fail = (items: readonly UploadItem[], uid: string, error: string): UploadItem[] =>
  update(items, uid, (item) => ({ ...item, status: 'error', error }));

/** The files to start now so that at most `parallel` are sending, in the order they were added. */
export function toStart(items: readonly UploadItem[], parallel = PARALLEL_UPLOADS): UploadItem[] {
  const sending = items.filter((item) => item.status === 'uploading').length;
  return items.filter((item) => item.status === 'waiting').slice(0, Math.max(0, parallel - sending));
}

export interface QueueSummary {
  done: number;
  failed: number;
  /** Waiting or sending. */
  active: number;
}

export function summarize(items: readonly UploadItem[]): QueueSummary {
  const count = (status: UploadStatus) => items.filter((item) => item.status === status).length;
  return { done: count('done'), failed: count('error'), active: count('waiting') + count('uploading') };
}

/** Keeps only the files still waiting or sending. */
export const clearFinished = (items: readonly UploadItem[]): UploadItem[] =>
  items.filter((item) => item.status === 'waiting' || item.status === 'uploading');
