import { formatMoney } from '@hh/shared/decimal';
import { useRef, useState } from 'react';
import { Price } from '../../render/Price.tsx';
import { RequestError } from '../../request.ts';
import { FormError } from '../../ui/FormError.tsx';
import type { Paid } from './api.ts';
import type { OnlineKind } from './payKind.ts';
import { walletCovers } from './state.ts';
import { ct, fill } from './texts.ts';
import type { Bridge, BridgeOutcome } from './wechatBridge.ts';

type Method = 'wallet' | 'provider';
type Payment = NonNullable<Paid['payment']>;

export interface PayPanelProps {
  amount: string;
  /** The shopper's wallet balance; null when it could not be read (the server still checks). */
  balance: string | null;
  /** The online payment offered here (`payKind.ts`); null: the wallet alone. */
  online: OnlineKind | null;
  pay(method: Method): Promise<Paid>;
  /** Opens the sandbox's pay link (its signed notice) in the development setup. */
  confirmSandbox(payUrl: string): Promise<void>;
  /** JSAPI while the shopper's openid is unknown: WeChat's sign-in first (the page leaves for it). */
  wechatSignIn: (() => Promise<void>) | null;
  /** Leaves for WeChat's H5 pay page (it comes back to the result page). */
  leaveFor(url: string): void;
  /** WeChat's pay sheet inside WeChat, with the server's signed parameters. */
  payInWechat(bridge: Bridge): Promise<BridgeOutcome>;
  /** Paid, or unsure (a lost answer): the result page asks the server for the order's real state. */
  onDone(): void;
}

const ONLINE_HINTS: Record<OnlineKind, string> = {
  sandbox: ct.onlineHint,
  native: ct.nativeHint,
  h5: ct.h5Hint,
  jsapi: ct.jsapiHint,
};

/** Pay an unpaid order: the wallet (with its balance, refused plainly when short) or online (sandbox, WeChat). */
export function PayPanel({
  amount,
  balance,
  online,
  pay,
  confirmSandbox,
  wechatSignIn,
  leaveFor,
  payInWechat,
  onDone,
}: PayPanelProps) {
  const covers = balance === null ? null : walletCovers(balance, amount);
  const [method, setMethod] = useState<Method>(covers?.enough === false && online ? 'provider' : 'wallet');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<{ method: Method; message: string } | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const once = useRef(false);

  const run = async (job: () => Promise<void>) => {
    if (once.current) return;
    once.current = true;
    setPaying(true);
    setError(null);
    try {
      await job();
    } catch (failure) {
      // No answer: whether money moved is the server's to say, on the result page.
      if (failure instanceof RequestError && failure.status === 0) onDone();
      else setError({ method, message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      once.current = false;
      setPaying(false);
    }
  };

  const start = () =>
    run(async () => {
      if (method === 'provider' && wechatSignIn) return wechatSignIn();
      const { payment: started } = await pay(method);
      if (!started) return onDone();
      if (started.kind === 'h5') return leaveFor(started.payUrl);
      if (started.kind === 'jsapi' && started.bridge) {
        const outcome = await payInWechat(started.bridge);
        if (outcome === 'cancel') setError({ method, message: ct.wechatCancelled });
        else onDone();
        return;
      }
      setPayment(started);
    });

  return (
    <div className="sf-pay" data-testid="sf-pay">
      <fieldset className="sf-methods">
        <legend className="sf-visually-hidden">{ct.pay}</legend>
        <label className={method === 'wallet' ? 'sf-on' : undefined}>
          <input
            type="radio"
            name="method"
            checked={method === 'wallet'}
            disabled={covers?.enough === false}
            onChange={() => setMethod('wallet')}
          />
          <span>
            <b>{ct.wallet}</b>
            {balance !== null ? <small>{fill(ct.balance, { amount: formatMoney(balance) })}</small> : null}
            {covers && !covers.enough ? (
              <small className="sf-field-error" data-testid="sf-wallet-short">
                {fill(ct.walletShort, { amount: formatMoney(covers.short) })}
              </small>
            ) : null}
          </span>
        </label>
        {online ? (
          <label className={method === 'provider' ? 'sf-on' : undefined}>
            <input
              type="radio"
              name="method"
              checked={method === 'provider'}
              onChange={() => setMethod('provider')}
            />
            <span>
              <b>{online === 'sandbox' ? ct.online : ct.wechatTitle}</b>
              <small>{ONLINE_HINTS[online]}</small>
            </span>
          </label>
        ) : null}
      </fieldset>
      <FormError message={error?.message} className="sf-banner" testId="sf-pay-error" />
      <button type="button" className="sf-primary sf-wide" disabled={paying} onClick={() => void start()}>
        {paying ? ct.paying : ct.payNow} <Price value={amount} />
      </button>
      {payment ? (
        <ProviderSheet
          payment={payment}
          paying={paying}
          onSandbox={() =>
            run(async () => {
              await confirmSandbox(payment.payUrl);
              onDone();
            })
          }
          onClose={() => setPayment(null)}
          onDone={onDone}
        />
      ) : null}
    </div>
  );
}

/** The provider's step: the sandbox's confirm button, or WeChat's pay link. */
function ProviderSheet({
  payment,
  paying,
  onSandbox,
  onClose,
  onDone,
}: {
  payment: Payment;
  paying: boolean;
  onSandbox(): void;
  onClose(): void;
  onDone(): void;
}) {
  const sandbox = payment.method === 'sandbox';
  return (
    <div className="sf-sheet" role="dialog" aria-modal="true" aria-labelledby="sf-sheet-title">
      <div>
        <h2 id="sf-sheet-title" tabIndex={-1} ref={(h) => h?.focus()}>
          {sandbox ? ct.sandboxTitle : ct.wechatTitle}
        </h2>
        <p>{sandbox ? ct.sandboxBody : payment.qr ? ct.wechatScan : ct.wechatBody}</p>
        {payment.qr ? (
          <img className="sf-pay-qr" src={payment.qr} alt={ct.wechatQr} data-testid="sf-pay-qr" />
        ) : null}
        {sandbox ? (
          <button type="button" className="sf-primary sf-wide" disabled={paying} onClick={onSandbox}>
            {fill(ct.sandboxPay, { amount: formatMoney(payment.amount) })}
          </button>
        ) : (
          <>
            <a className="sf-primary sf-wide" href={payment.payUrl}>
              {ct.wechatOpen}
            </a>
            <button type="button" className="sf-secondary sf-wide" onClick={onDone}>
              {ct.checkResult}
            </button>
          </>
        )}
        <button type="button" className="sf-link-button sf-wide" onClick={onClose}>
          {ct.cancel}
        </button>
      </div>
    </div>
  );
}
