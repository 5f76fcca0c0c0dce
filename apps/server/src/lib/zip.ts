import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64 = 0xffffffff;

/**
 * The total uncompressed size a zip declares in its central directory, read without inflating
 * anything; undefined when the bytes are not a zip this reader trusts (no directory, zip64, cut short).
 */
export function declaredUnzippedSize(buf: Buffer): number | undefined {
  return centralEntries(buf)?.entries.reduce((sum, e) => sum + e.size, 0);
}

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATED = 8;
const HAS_DESCRIPTOR = 0x08;
/** Entries smaller than this may compress as well as they like (a sheet of blank styles does). */
const RATIO_FREE = 1024 * 1024;

export interface ZipLimits {
  /** The most all entries together may unpack to. */
  maxUnzipped: number;
  /** The most an entry past RATIO_FREE may unpack to per compressed byte. */
  maxRatio: number;
}

/** ok; badFile: not a zip this reader trusts; tooBig: past the limits; lies: contents differ from the directory. */
export type ZipVerdict = 'ok' | 'badFile' | 'tooBig' | 'lies';

interface Entry {
  method: number;
  flags: number;
  compressed: number;
  size: number;
  offset: number;
}

function centralEntries(buf: Buffer): { entries: Entry[]; dirOffset: number } | undefined {
  const start = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let i = buf.length - EOCD_SIZE; i >= start; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === ZIP64 || dirOffset + dirSize > eocd) return undefined;
  const entries: Entry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL) return undefined;
    const entry = {
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressed: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      offset: buf.readUInt32LE(at + 42),
    };
    if (entry.compressed === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64) return undefined;
    entries.push(entry);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return { entries, dirOffset };
}

/** Where the entry's bytes end (after its data descriptor), or 'lies' when its local sizes differ from the directory's. */
function localEnd(buf: Buffer, e: Entry, dataStart: number): number | 'lies' | undefined {
  const dataEnd = dataStart + e.compressed;
  if (!(e.flags & HAS_DESCRIPTOR)) {
    const sameSizes =
      buf.readUInt32LE(e.offset + 18) === e.compressed && buf.readUInt32LE(e.offset + 22) === e.size;
    return sameSizes ? dataEnd : 'lies';
  }
  const at = dataEnd + 4 <= buf.length && buf.readUInt32LE(dataEnd) === DESCRIPTOR ? dataEnd + 4 : dataEnd;
  if (at + 12 > buf.length) return undefined;
  const sameSizes = buf.readUInt32LE(at + 4) === e.compressed && buf.readUInt32LE(at + 8) === e.size;
  return sameSizes ? at + 12 : 'lies';
}

/** Inflates one entry, stopping one byte past what the directory declares; its true size must match. */
function inflatesAsDeclared(data: Buffer, e: Entry): boolean {
  if (e.method === STORED) return e.compressed === e.size;
  try {
    return inflateRawSync(data, { maxOutputLength: e.size + 1 }).length === e.size;
  } catch {
    return false;
  }
}

/**
 * Checks a zip before anything unpacks it: every entry laid end to end in directory order (so a
 * reader walking local headers sees the same entries), local sizes equal to the directory's, the
 * declared sizes within the limits, and every entry inflating to exactly its declared size, counted
 * while inflating, so a directory that understates is caught after at most one byte more.
 */
export function checkZip(buf: Buffer, limits: ZipLimits): ZipVerdict {
  const dir = centralEntries(buf);
  if (!dir) return 'badFile';
  let total = 0;
  for (const e of dir.entries) {
    total += e.size;
    if (total > limits.maxUnzipped) return 'tooBig';
    if (e.size > RATIO_FREE && e.size > e.compressed * limits.maxRatio) return 'tooBig';
  }
  let next = 0;
  for (const e of dir.entries) {
    if (e.offset !== next || e.offset + 30 > buf.length || buf.readUInt32LE(e.offset) !== LOCAL)
      return 'badFile';
    if (e.method !== STORED && e.method !== DEFLATED) return 'badFile';
    const dataStart = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
    if (dataStart + e.compressed > buf.length) return 'badFile';
    const end = localEnd(buf, e, dataStart);
    if (end === undefined) return 'badFile';
    if (end === 'lies') return 'lies';
    if (!inflatesAsDeclared(buf.subarray(dataStart, dataStart + e.compressed), e)) return 'lies';
    next = end;
  }
  return next === dir.dirOffset ? 'ok' : 'badFile';
}
