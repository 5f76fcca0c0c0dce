import { eq } from 'drizzle-orm';
import { inSystem } from './access.ts';
import { appSecrets } from './app-secrets-schema.ts';
import type { DatabaseHandle } from './client.ts';

/** The secret named `name`, made by `make` the first time any server asks (the first maker wins a race). */
export async function appSecret(db: DatabaseHandle, name: string, make: () => string): Promise<string> {
  const [row] = await inSystem({ db }, async (tx) => {
    await tx.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
    return tx.select().from(appSecrets).where(eq(appSecrets.name, name));
  });
  return row!.value;
}
