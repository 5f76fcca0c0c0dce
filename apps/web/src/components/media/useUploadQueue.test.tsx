import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { initI18n } from '../../i18n/index.ts';
import type { MediaFile, MediaUploader, UploadTarget } from './api.ts';
import { useUploadQueue } from './useUploadQueue.ts';

beforeAll(() => {
  initI18n();
});

interface Pending {
  file: File;
  target: UploadTarget;
  progress(percent: number): void;
  resolve(result: MediaFile): void;
  reject(error: unknown): void;
}

/** An uploader the test drives by hand: each call waits until the test settles it. */
function manualUploader() {
  const calls: Pending[] = [];
  const upload: MediaUploader = (file, target, onProgress) =>
    new Promise<MediaFile>((resolve, reject) => {
      calls.push({ file, target, progress: onProgress, resolve, reject });
    });
  return { calls, upload };
}

const picture = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

const saved = (id: number, name: string): MediaFile => ({
  id,
  groupId: 3,
  name,
  kind: 'image',
  mime: 'image/png',
  size: 1000,
  url: `/file/${name}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('useUploadQueue', () => {
  it('uploads several files with their own progress, result and error', async () => {
    const { calls, upload } = manualUploader();
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useUploadQueue({ groupId: 3, upload, onUploaded }));

    act(() =>
      result.current.add([picture('a.png'), picture('b.png'), picture('c.pdf', 10, 'application/pdf')]),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => [call.file.name, call.target])).toEqual([
      ['a.png', { kind: 'image', groupId: 3 }],
      ['b.png', { kind: 'image', groupId: 3 }],
    ]);
    expect(result.current.items.map((item) => item.status)).toEqual(['uploading', 'uploading', 'waiting']);

    act(() => {
      calls[0]?.progress(30);
      calls[1]?.progress(70);
    });
    expect(result.current.items.map((item) => item.percent)).toEqual([30, 70, 0]);

    await act(async () => {
      calls[1]?.reject(new ApiError('status', 'The file type is not allowed (jpeg, png)', 415));
    });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.target).toEqual({ kind: 'pdf', groupId: 3 });
    expect(result.current.items[1]).toMatchObject({
      status: 'error',
      error: 'The file type is not allowed (jpeg, png)',
    });
    expect(result.current.items[0]).toMatchObject({ status: 'uploading', percent: 30 });

    await act(async () => {
      calls[0]?.resolve(saved(11, 'a.png'));
      calls[2]?.resolve(saved(12, 'c.pdf'));
    });
    await waitFor(() =>
      expect(result.current.items.map((item) => item.status)).toEqual(['done', 'error', 'done']),
    );
    expect(onUploaded.mock.calls.map(([file]) => file.id)).toEqual([11, 12]);
  });

  it('refuses a file over the kind limit without sending it, and sends a fixed kind to its endpoint', async () => {
    const { calls, upload } = manualUploader();
    const { result } = renderHook(() => useUploadQueue({ kind: 'image', upload }));
    act(() =>
      result.current.add([picture('huge.png', 5 * 1024 * 1024 + 1), picture('notes.txt', 10, 'text/plain')]),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.file.name).toBe('notes.txt');
    expect(calls[0]?.target.kind).toBe('image');
    expect(result.current.items[0]).toMatchObject({ status: 'error', error: '文件超过 5 MB，未上传' });
  });

  it('shows a generic message when the network fails, and clears finished files', async () => {
    const { calls, upload } = manualUploader();
    const { result } = renderHook(() => useUploadQueue({ upload }));
    act(() => result.current.add([picture('a.png')]));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.reject(new ApiError('network', 'network')));
    await waitFor(() =>
      expect(result.current.items[0]).toMatchObject({ status: 'error', error: '上传失败' }),
    );
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });
});
