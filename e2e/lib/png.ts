import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/**
 * A real PNG of `size`×`size` pixels: a colour wash with noise, so it does not compress and its upload
 * takes long enough on a throttled connection to show progress (300 px ≈ 270 KB).
 */
export function noisyPng(size: number, tint: readonly [number, number, number]): Buffer {
  const noise = randomBytes(size * size);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const n = (noise[y * size + x] ?? 0) >> 2;
      row[1 + x * 3] = Math.min(255, tint[0] + n);
      row[2 + x * 3] = Math.min(255, tint[1] + n);
      row[3 + x * 3] = Math.min(255, tint[2] + n);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
