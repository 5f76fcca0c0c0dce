import type { WalletPage } from '../../shopper.ts';
import { words } from './words.ts';

type Line = WalletPage['content'][number];

/** A wallet line's reason in the page's language: the system's coded reasons translated, a staff remark as written. */
export function reasonText(line: Pick<Line, 'reason' | 'reasonCode' | 'reasonParams'>): string {
  if (!line.reasonCode) return line.reason;
  let text: string = words[line.reasonCode];
  for (const [name, value] of Object.entries(line.reasonParams ?? {}))
    text = text.replaceAll(`{${name}}`, value);
  return text;
}
