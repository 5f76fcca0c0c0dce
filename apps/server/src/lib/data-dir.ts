import fs from 'node:fs';
import path from 'node:path';

/** A reason the server cannot start that the operator fixes (printed as one line, no stack). */
export class StartupError extends Error {}

const LOCK_FILE = 'server.lock';
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process: an exclusive lock file with our pid. A live holder
 * (another server, or this one already) is refused; a dead one's lock is taken over, as is a lock
 * bearing our own pid from an earlier life (containers restart with the same pid).
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  if (heldHere.has(file)) throw new StartupError(`The data folder ${dir} is already open in this process.`);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = holder(file);
      if (pid !== null && pid !== process.pid && alive(pid)) {
        throw new StartupError(
          `The data folder ${dir} is in use by another server (pid ${pid}). Stop it, or give this one its own DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    if (holder(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

/** Creates a folder readable by this user only (0700), tightening it if it already exists. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Folders 0700 and files 0600 under `dir` (PGlite creates its files world-writable). */
export function restrictTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(full, 0o700);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
  fs.chmodSync(dir, 0o700);
}
