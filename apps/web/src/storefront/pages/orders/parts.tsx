import { formatMoney } from '@hh/shared/decimal';
import { type ReactNode, useState } from 'react';
import { Picture } from '../../render/Picture.tsx';
import { RequestError } from '../../request.ts';
import { lang } from '../../texts.ts';
import { words } from './words.ts';

/** An amount as text: ¥ and two decimals. */
export const yuan = (value: string) => `¥${formatMoney(value)}`;

interface LineLike {
  productName: string;
  skuLabel: string;
  picture: string | null;
  unitPrice: string;
  quantity: number;
}

/** One bought line: picture, name, options, unit price × quantity; `children` its own controls. */
export function OrderLine({ line, children }: { line: LineLike; children?: ReactNode }) {
  return (
    <div className="sf-oline">
      <span className="sf-oline-pic">
        <Picture src={line.picture} sizes="72px" />
      </span>
      <div className="sf-oline-main">
        <b>{line.productName}</b>
        {line.skuLabel ? <small>{line.skuLabel}</small> : null}
        {children}
      </div>
      <div className="sf-oline-price">
        <span>{yuan(line.unitPrice)}</span>
        <small>×{line.quantity}</small>
      </div>
    </div>
  );
}

/** A labelled row of a card (label left, value right). */
export function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`sf-orow${strong ? ' sf-orow-strong' : ''}`}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

/** A date and time as the shopper's phone writes them. */
export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { hour12: false }) : '';

/**
 * Runs one of the page's actions at a time: busy while it runs, the server's refusal kept to show
 * where the action is, `after` once it succeeded. `confirm` asks first (cancel, withdraw…).
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<unknown>, after: () => void, confirm?: string) => {
    if (busy || (confirm && !window.confirm(confirm))) return;
    setBusy(name);
    setError(null);
    try {
      await action();
      after();
    } catch (failure) {
      setError(failure instanceof RequestError && failure.message ? failure.message : words.failed);
      // The state may have moved anyway (another device, a timer): what is shown is read again.
      after();
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
