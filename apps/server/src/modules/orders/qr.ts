import QRCode from 'qrcode';

/** A QR code of `text` as an SVG data URL (an `<img>` shows it; nothing is fetched). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
