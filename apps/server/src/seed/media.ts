import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { mediaFiles } from '../modules/schema.ts';

/** Stores a generated PNG in the company's media library (in `groupId`) and returns its public URL. */
export async function savePicture(
  tx: Tx,
  storage: FileStorage,
  place: { companyId: number; groupId: number },
  name: string,
  data: Buffer,
) {
  const key = `c${place.companyId}/image/${randomUUID()}.png`;
  await storage.put(key, data, 'image/png');
  const url = storage.publicUrl(key);
  await tx.insert(mediaFiles).values({
    ...place,
    name: `${name}.png`,
    kind: 'image',
    mime: 'image/png',
    size: data.length,
    storageKey: key,
    url,
  });
  return url;
}
