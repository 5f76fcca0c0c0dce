import { formatThousands } from '@hh/shared';
import type { LedgerKind } from './api.ts';

/** Wallet lines in money (2 decimals, thousands); points as whole numbers; a plus sign on gains. */
export function formatLedgerAmount(value: string, kind: LedgerKind, signed: boolean): string {
  const text = kind === 'wallet' ? formatThousands(value) : formatThousands(value).replace(/\.\d+$/, '');
  return signed && !value.trim().startsWith('-') ? `+${text}` : text;
}
