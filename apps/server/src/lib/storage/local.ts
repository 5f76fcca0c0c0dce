import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FileStorage, SAFE_KEY } from './types.ts';

export const LOCAL_URL_PREFIX = '/file/';

/** Files on the local disk under the data folder, served by the app at /file/. */
export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, data, { mode: 0o600 });
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }

  publicUrl(key: string): string {
    return `${LOCAL_URL_PREFIX}${key}`;
  }
}
