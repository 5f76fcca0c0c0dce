import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/** An RGB PNG of the given filtered rows (each a filter byte, then the pixels). */
function png(width: number, height: number, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export type PictureShape = 'circle' | 'square' | 'diamond';

/**
 * A demo product picture made here (no network): a soft vertical wash of one hue with a lighter
 * shape in the middle and its shadow, so catalogue thumbnails tell products apart.
 */
export function productPicture(hue: number, shape: PictureShape, size = 320): Buffer {
  const rows: Buffer[] = [];
  const c = size / 2;
  const r = size * 0.28;
  const inside = (x: number, y: number) => {
    const dx = Math.abs(x - c);
    const dy = Math.abs(y - c);
    if (shape === 'circle') return dx * dx + dy * dy <= r * r;
    if (shape === 'square') return dx <= r * 0.9 && dy <= r * 0.9;
    return dx + dy <= r * 1.2;
  };
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    const wash = hsl(hue, 0.55, 0.82 - (y / size) * 0.22);
    for (let x = 0; x < size; x += 1) {
      let px = wash;
      if (inside(x, y)) px = hsl(hue, 0.65, 0.55);
      else if (inside(x - size * 0.03, y - size * 0.04)) px = hsl(hue, 0.35, 0.5);
      row[1 + x * 3] = px[0];
      row[2 + x * 3] = px[1];
      row[3 + x * 3] = px[2];
    }
    rows.push(row);
  }
  return png(size, size, rows);
}

/**
 * A demo banner made here (no network): a horizontal wash from one hue to the next with soft
 * circles, `width` × `height` (2:1 by default).
 */
export function bannerPicture(hue: number, width = 640, height = 320): Buffer {
  const rows: Buffer[] = [];
  const circles = [
    { x: width * 0.78, y: height * 0.45, r: height * 0.32 },
    { x: width * 0.62, y: height * 0.8, r: height * 0.18 },
  ];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = x / width;
      const inCircle = circles.some((c) => (x - c.x) ** 2 + (y - c.y) ** 2 <= c.r * c.r);
      const px = inCircle ? hsl(hue + 20, 0.7, 0.8) : hsl(hue + t * 40, 0.65, 0.55 + t * 0.1);
      row[1 + x * 3] = px[0];
      row[2 + x * 3] = px[1];
      row[3 + x * 3] = px[2];
    }
    rows.push(row);
  }
  return png(width, height, rows);
}
