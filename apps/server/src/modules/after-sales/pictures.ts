import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { tooMany } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { Upload } from '../../lib/uploads.ts';
import { registerOutboundJobHandler, scheduleJob } from '../jobs/index.ts';
import { afterSalePictures } from './schema.ts';
import { DAY_MS } from './settings.ts';

/**
 * Pictures a shopper may keep uploaded and not yet named by an application: one application's worth.
 * @internal
 */
export const PICTURES_WAITING_MAX = 9;
/**
 * Pictures a shopper may upload in any 24 hours.
 * @internal
 */
export const PICTURES_PER_DAY = 30;
/**
 * A picture no application names this long after its upload is deleted, file and row.
 * @internal
 */
export const PICTURE_KEPT_MS = DAY_MS;

/** Keyed by the stored file's key, so a retry still knows the file once its row is gone. */
const DROP_PICTURE = 'afterSale.dropPicture';

async function refuseOverQuota(tx: Tx, memberId: number) {
  const mine = eq(afterSalePictures.memberId, memberId);
  const [waiting] = await tx
    .select({ n: count() })
    .from(afterSalePictures)
    .where(and(mine, isNull(afterSalePictures.afterSaleId)));
  if ((waiting?.n ?? 0) >= PICTURES_WAITING_MAX) {
    throw tooMany('afterSale.picturesWaiting', { max: PICTURES_WAITING_MAX });
  }
  const [today] = await tx
    .select({ n: count() })
    .from(afterSalePictures)
    .where(and(mine, gt(afterSalePictures.createdAt, new Date(Date.now() - DAY_MS))));
  if ((today?.n ?? 0) >= PICTURES_PER_DAY)
    throw tooMany('afterSale.picturesPerDay', { max: PICTURES_PER_DAY });
}

/** Refused before the upload is read when the shopper is already at a limit (the save checks again, exactly). */
export function checkPictureQuota(ctx: ShopperContext) {
  return inShop(ctx, (tx) => refuseOverQuota(tx, ctx.shopper.memberId));
}

/**
 * Stores a shopper's picture and records it as theirs, for an application to name, within the quota
 * (counted under a lock of the shopper's, so parallel uploads cannot pass it together); its deletion,
 * should no application name it, is armed with the row. The bytes go if the record fails.
 */
export async function savePicture(ctx: ShopperContext, storage: FileStorage, file: Upload) {
  await storage.put(file.key, file.buffer, file.mime);
  try {
    return await inShop(ctx, async (tx) => {
      const memberId = ctx.shopper.memberId;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hh.afterSalePictures:${memberId}`}))`);
      await refuseOverQuota(tx, memberId);
      const [row] = await tx
        .insert(afterSalePictures)
        .values({
          memberId,
          storageKey: file.key,
          url: storage.publicUrl(file.key),
          mime: file.mime,
          size: file.buffer.length,
        })
        .returning({ id: afterSalePictures.id, url: afterSalePictures.url });
      await scheduleJob(tx, {
        kind: DROP_PICTURE,
        companyId: ctx.shopper.companyId,
        ref: file.key,
        runAt: new Date(Date.now() + PICTURE_KEPT_MS),
      });
      return row!;
    });
  } catch (err) {
    await storage.remove(file.key);
    throw err;
  }
}

/**
 * Deletes a picture no application names: the row in the claiming transaction (locked, so an
 * application naming it meanwhile either wins and keeps it, or finds it gone), then the file with no
 * transaction open. A retry after a failed removal finds the row gone and removes the file again
 * (removing a file already gone is no error).
 */
export function registerPictureCleanup(storage: FileStorage): void {
  registerOutboundJobHandler<string, void>(DROP_PICTURE, {
    async prepare(job, tx) {
      const [picture] = await tx
        .select({ id: afterSalePictures.id, afterSaleId: afterSalePictures.afterSaleId })
        .from(afterSalePictures)
        .where(eq(afterSalePictures.storageKey, job.ref))
        .for('update');
      if (picture?.afterSaleId) return undefined;
      if (picture) await tx.delete(afterSalePictures).where(eq(afterSalePictures.id, picture.id));
      return job.ref;
    },
    call: (_job, key) => storage.remove(key),
    apply: async () => undefined,
  });
}
