import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the package's const enum value 2) with OWASP's recommended cost. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies against a hash, or against a dummy one so an unknown user takes as long as a known one. */
export async function verifyPassword(hashed: string | undefined, plain: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= hashPassword('not-a-password');
    await verify(await dummyHash, plain);
    return false;
  }
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
