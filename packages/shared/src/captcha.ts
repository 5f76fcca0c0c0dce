const DATA_PREFIX = 'data:image/svg+xml;base64,';
const PADDING = 1;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box around every filled path (the characters; the noise lines have fill="none"). */
function glyphBox(svg: string, start: Box): Box {
  const box = { ...start };
  for (const tag of svg.match(/<path\b[^>]*>/g) ?? []) {
    if (/fill="none"/.test(tag)) continue;
    const numbers = (/\sd="([^"]*)"/.exec(tag)?.[1] ?? '').match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const x = Number(numbers[index]);
      const y = Number(numbers[index + 1]);
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return box;
}

/**
 * The server's captcha draws its characters larger than the picture (111×36), so their lower part
 * falls outside the SVG's viewBox and is cut off. Widening the viewBox to take in every character
 * scales the whole picture down into the same box; a captcha that already fits is left as it is.
 */
export function fitCaptcha(img: string): string {
  if (!img.startsWith(DATA_PREFIX)) return img;
  const svg = atob(img.slice(DATA_PREFIX.length));
  const viewBox = /viewBox="([^"]*)"/.exec(svg);
  const [x = 0, y = 0, width = 0, height = 0] = (viewBox?.[1] ?? '').split(/[\s,]+/).map(Number);
  if (!viewBox || !(width > 0 && height > 0)) return img;
  const frame = { minX: x, minY: y, maxX: x + width, maxY: y + height };
  const box = glyphBox(svg, frame);
  if (box.minX >= frame.minX && box.minY >= frame.minY && box.maxX <= frame.maxX && box.maxY <= frame.maxY) {
    return img;
  }
  const fitted = [
    box.minX - PADDING,
    box.minY - PADDING,
    box.maxX - box.minX + 2 * PADDING,
    box.maxY - box.minY + 2 * PADDING,
  ].map((value) => Number(value.toFixed(2)));
  return DATA_PREFIX + btoa(svg.replace(viewBox[0], `viewBox="${fitted.join(',')}"`));
}
