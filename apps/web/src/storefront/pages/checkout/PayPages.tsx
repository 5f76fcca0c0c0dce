import { useEffect, useState } from 'react';
import { Price } from '../../render/Price.tsx';
import { h5Paths } from '../../render/paths.ts';
import { navigate } from '../../router.ts';
import { me } from '../../shopper.ts';
import { useLoad } from '../../useLoad.ts';
import { GroupOfOrder } from '../group-buy/GroupOfOrder.tsx';
import { Problem, Waiting } from '../Problem.tsx';
import { checkout, type OrderDetail, type PayOptions, wechatSignIn } from './api.ts';
import { PayPanel } from './PayPanel.tsx';
import { onlineKind } from './payKind.ts';
import { timeLeft } from './state.ts';
import { ct, fill } from './texts.ts';
import { payInWechat } from './wechatBridge.ts';
import './checkout.css';

/** The sandbox's pay link, opened on this page's own origin (the link names the server's). */
async function openSandboxLink(payUrl: string) {
  const url = new URL(payUrl, window.location.href);
  const response = await fetch(url.pathname + url.search, { credentials: 'omit' });
  if (!response.ok) throw new Error(response.statusText);
}

/** A computer's width: WeChat Native's QR link is offered there, H5 on a phone. */
const WIDE = '(min-width: 768px)';

/** The online payment for this browser, or none when the options could not be read (the wallet still pays). */
const onlineFor = (options: PayOptions | null) =>
  options ? onlineKind(options, navigator.userAgent, window.matchMedia?.(WIDE).matches ?? false) : null;

/** Leaves for WeChat's sign-in, which comes back to this page with the shopper's openid known. */
async function signInWithWechat(companyKey: string) {
  const { url } = await wechatSignIn.start(companyKey, window.location.pathname);
  window.location.assign(url);
}

/** Paying one unpaid order of the shopper (after checkout, or from the order). */
export function PayPage({ companyKey, orderId }: { companyKey: string; orderId: number }) {
  const loaded = useLoad(`${companyKey}/pay/${orderId}`, () =>
    Promise.all([
      checkout.order(companyKey, orderId),
      me(companyKey).catch(() => null),
      checkout.payOptions(companyKey).catch(() => null),
    ]),
  );
  const paid = h5Paths.paid(companyKey, orderId);
  const settled = loaded.state === 'done' && loaded.data[0].status !== 'unpaid';
  useEffect(() => {
    if (settled) navigate(paid, { replace: true });
  }, [settled, paid]);
  if (loaded.state === 'loading' || settled) return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const [order, shopper, options] = loaded.data;
  const online = onlineFor(options);
  const wechat = online !== null && online !== 'sandbox' ? online : undefined;
  return (
    <div className="sf-pay-page">
      <section className="sf-card-block sf-pay-head">
        <Price value={order.payAmount} className="sf-price-large" />
        <Deadline order={order} />
        <small>
          {ct.orderCode} {order.code}
        </small>
      </section>
      <PayPanel
        amount={order.payAmount}
        balance={shopper?.nowMoney ?? null}
        online={online}
        pay={(method) =>
          checkout.pay(companyKey, orderId, method, method === 'provider' ? wechat : undefined)
        }
        confirmSandbox={openSandboxLink}
        wechatSignIn={online === 'jsapi' && !options?.openid ? () => signInWithWechat(companyKey) : null}
        leaveFor={(url) => window.location.assign(url)}
        payInWechat={(bridge) => payInWechat(bridge)}
        onDone={() => navigate(paid, { replace: true })}
      />
    </div>
  );
}

/** Time left to pay, by the server's clock (the shopper's may be off). */
function Deadline({ order }: { order: OrderDetail }) {
  const [skew] = useState(() => new Date(order.serverTime).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(order.payDeadline, now + skew);
  return (
    <p className="sf-deadline" data-testid="sf-pay-deadline">
      {left ? fill(ct.payBefore, { time: left }) : ct.payLate}
    </p>
  );
}

/** How often and how long the result page asks again while the provider's notice is on its way. */
const POLL_MS = 2000;
const POLL_TIMES = 10;

/** The payment's result: the order as the server has it now, never what a redirect said. */
export function PayResultPage({ companyKey, orderId }: { companyKey: string; orderId: number }) {
  const [round, setRound] = useState(0);
  const loaded = useLoad(`${companyKey}/paid/${orderId}/${round}`, () => checkout.order(companyKey, orderId));
  const unpaid = loaded.state === 'done' && loaded.data.status === 'unpaid';
  const waiting = unpaid && round < POLL_TIMES;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setRound((r) => r + 1), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  if (loaded.state === 'loading' && round === 0) return <Waiting />;
  const order = loaded.state === 'done' ? loaded.data : null;
  const state =
    !order || waiting ? 'checking' : order.status === 'unpaid' ? 'unpaid' : order.paidAt ? 'paid' : 'closed';
  const title = {
    checking: ct.resultChecking,
    unpaid: ct.resultUnpaid,
    paid: ct.resultPaid,
    closed: ct.resultClosed,
  }[state];
  return (
    <div className="sf-result" data-testid="sf-pay-result" data-state={state}>
      <p className="sf-result-title" role="status">
        {title}
      </p>
      {order ? (
        <>
          <Price value={order.payAmount} className="sf-price-large" />
          <small>
            {ct.orderCode} {order.code}
          </small>
        </>
      ) : null}
      {state === 'unpaid' ? <p>{ct.resultUnpaidBody}</p> : null}
      <div className="sf-result-actions">
        {state === 'unpaid' ? (
          <>
            <button type="button" className="sf-secondary" onClick={() => setRound(0)}>
              {ct.refresh}
            </button>
            <a className="sf-primary" href={h5Paths.pay(companyKey, orderId)}>
              {ct.payAgain}
            </a>
          </>
        ) : null}
        {state === 'paid' ? <GroupOfOrder companyKey={companyKey} orderId={orderId} /> : null}
        <a className="sf-secondary" href={h5Paths.order(companyKey, orderId)}>
          {ct.viewOrder}
        </a>
        <a className="sf-secondary" href={h5Paths.home(companyKey)}>
          {ct.goShopping}
        </a>
      </div>
    </div>
  );
}

/**
 * WeChat's sign-in came back (`?code=…&state=…`): the server takes the state once, for this
 * session, and learns the shopper's openid; then back to paying.
 */
export function WechatSignInPage({
  companyKey,
  code,
  state,
}: {
  companyKey: string;
  code: string;
  state: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    wechatSignIn.finish(companyKey, code, state).then(
      ({ back }) => live && navigate(back, { replace: true }),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [companyKey, code, state]);
  return (
    <div className="sf-result" data-testid="sf-wechat-signin">
      {failure ? (
        <>
          <p className="sf-result-title" role="alert">
            {ct.wechatSignInFailed}
          </p>
          <p>{failure}</p>
          <div className="sf-result-actions">
            <a className="sf-primary" href={h5Paths.orders(companyKey, 'unpaid')}>
              {ct.backToPay}
            </a>
          </div>
        </>
      ) : (
        <p className="sf-result-title" role="status">
          {ct.wechatSigningIn}
        </p>
      )}
    </div>
  );
}
