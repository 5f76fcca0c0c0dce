import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are made by the server (`c<company>/<kind>/<uuid>.<ext>`), never by users. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, mime: string): Promise<void>;
  remove(key: string): Promise<void>;
  read(key: string): Promise<Readable>;
  /** The address browsers load the file from. */
  publicUrl(key: string): string;
}

export const SAFE_KEY = /^[a-z0-9]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;
