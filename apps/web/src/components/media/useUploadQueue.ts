import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../http/ApiError.ts';
import {
  kindOfFile,
  type MediaFile,
  type MediaKind,
  type MediaUploader,
  UPLOAD_RULES,
  uploadMedia,
} from './api.ts';
import { useMediaT } from './i18n.ts';
import {
  clearFinished,
  enqueue,
  fail,
  type NewUpload,
  progress,
  start,
  succeed,
  toStart,
  type UploadItem,
} from './uploadQueue.ts';

export interface UploadQueueOptions {
  /** Every file goes to this kind's endpoint; without it each goes by its own type. */
  kind?: MediaKind;
  /** The group new files go in (none when undefined or 0). */
  groupId?: number;
  onUploaded?(file: MediaFile): void;
  /** The transport; the real multipart upload unless a test gives another. */
  upload?: MediaUploader;
}

export interface UploadQueue {
  items: UploadItem[];
  add(files: readonly File[]): void;
  clear(): void;
}

const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

let sequence = 0;

/**
 * Uploads several files, two at a time, each with its own progress and its own error: the server's
 * message (415 for a type forged by its name, 413 for too large) stays next to the file it refused.
 */
export function useUploadQueue(options: UploadQueueOptions = {}): UploadQueue {
  const t = useMediaT();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const add = useCallback(
    (picked: readonly File[]) => {
      const fixed = optionsRef.current.kind;
      const added: NewUpload[] = picked.map((file) => {
        sequence += 1;
        const uid = `upload-${sequence}`;
        const kind = fixed ?? kindOfFile(file);
        const { maxBytes } = UPLOAD_RULES[kind];
        files.current.set(uid, file);
        return {
          uid,
          name: file.name,
          size: file.size,
          kind,
          refused: file.size > maxBytes ? t('upload.tooLarge', { size: megabytes(maxBytes) }) : undefined,
        };
      });
      setItems((current) => enqueue(current, added));
    },
    [t],
  );

  const run = useCallback(
    async (item: UploadItem) => {
      const file = files.current.get(item.uid);
      if (!file) return;
      const { groupId, upload = uploadMedia, onUploaded } = optionsRef.current;
      try {
        const result = await upload(file, { kind: item.kind, groupId }, (percent) =>
          setItems((current) => progress(current, item.uid, percent)),
        );
        setItems((current) => succeed(current, item.uid, result));
        onUploaded?.(result);
      } catch (error) {
        const refused = isApiError(error) && error.kind === 'status' && error.message;
        const message = refused || t('upload.failed');
        setItems((current) => fail(current, item.uid, message));
      } finally {
        files.current.delete(item.uid);
      }
    },
    [t],
  );

  useEffect(() => {
    const next = toStart(items);
    if (next.length === 0) return;
    setItems((current) => next.reduce((state, item) => start(state, item.uid), current));
    for (const item of next) void run(item);
  }, [items, run]);

  const clear = useCallback(() => setItems((current) => clearFinished(current)), []);

  return { items, add, clear };
}
