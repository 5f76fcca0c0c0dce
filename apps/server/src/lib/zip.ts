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
  const start = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let i = buf.length - EOCD_SIZE; i >= start; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === ZIP64 || dirOffset + dirSize > eocd) return undefined;
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL) return undefined;
    const size = buf.readUInt32LE(at + 24);
    if (size === ZIP64) return undefined;
    total += size;
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return total;
}
