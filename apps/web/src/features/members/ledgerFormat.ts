import type { LedgerKind } from '@hh/shared';
import { formatThousands } from '@hh/shared';

/** Wallet lines in money (2 decimals, thousands); points as whole numbers; a plus sign on gains. */
export function formatLedgerAmount(value: string, kind: LedgerKind, signed: boolean): string {
  const text = kind === 'wallet' ? formatThousands(value) : formatThousands(value).replace(/\.\d+$/, '');
  return signed && !value.trim().startsWith('-') ? `+${text}` : text;
}
