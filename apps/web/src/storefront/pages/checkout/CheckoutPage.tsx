import { useEffect, useRef, useState } from 'react';
import { h5Paths } from '../../render/paths.ts';
import { RequestError } from '../../request.ts';
import { navigate } from '../../router.ts';
import { me } from '../../shopper.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type Address, addressBook, type Computed, type Confirmed, type Create, checkout } from './api.ts';
import { CheckoutView } from './CheckoutView.tsx';
import { type CheckoutIntent, dropIntent, keepIntent, patchIntent, readIntent } from './intent.ts';
import {
  type CheckoutForm,
  choicesOf,
  type FormProblem,
  formProblems,
  keptOf,
  priceChanges,
  seenOf,
  startingAddress,
  startingForm,
} from './state.ts';
import { ct } from './texts.ts';
import './checkout.css';
import { EmptyPage } from '../EmptyPage.tsx';

/** Text fields wait this long after the last key before the price is asked again. */
const TYPING_MS = 400;

interface Started {
  intent: CheckoutIntent & { key: string };
  confirmed: Confirmed;
  addresses: Address[];
  form: CheckoutForm;
}

type Start =
  | { state: 'loading' }
  | { state: 'ready'; started: Started }
  | { state: 'failed'; error: unknown };

/** An order already made under a key the shopper placed before (an answer lost, a reload): its id. */
async function placedBefore(companyKey: string, intent: CheckoutIntent) {
  if (!intent.key || !intent.placing) return null;
  try {
    return (await checkout.compute(companyKey, intent.key, intent.placing)).existingOrder?.id ?? null;
  } catch {
    return null;
  }
}

async function start(companyKey: string, intent: CheckoutIntent): Promise<Started | number> {
  const made = await placedBefore(companyKey, intent);
  if (made !== null) return made;
  const [confirmed, addresses, shopper] = await Promise.all([
    checkout.confirm(companyKey, intent.buy),
    addressBook.list(companyKey),
    me(companyKey).catch(() => null),
  ]);
  const seen = intent.seen.length ? intent.seen : seenOf(confirmed.lines);
  const next = { ...intent, seen, key: confirmed.key, placing: undefined };
  keepIntent(companyKey, next);
  return {
    intent: next,
    confirmed,
    addresses,
    form: startingForm(
      intent.choices,
      confirmed.pickupStores.map((s) => s.id),
      startingAddress(addresses, intent.addressId),
      shopper?.phone ?? '',
    ),
  };
}

/** The checkout of what the shopper chose on the cart or product page (kept for the visit). */
export function CheckoutPage({ companyKey }: { companyKey: string }) {
  const [begun, setBegun] = useState<Start>({ state: 'loading' });
  const intent = readIntent(companyKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per visit of the page
  useEffect(() => {
    if (!intent) return;
    let live = true;
    start(companyKey, intent).then(
      (result) => {
        if (!live) return;
        if (typeof result === 'number') {
          dropIntent(companyKey);
          navigate(h5Paths.pay(companyKey, result), { replace: true });
        } else setBegun({ state: 'ready', started: result });
      },
      (error: unknown) => live && setBegun({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [companyKey]);
  if (!intent) return <Nothing companyKey={companyKey} text={ct.nothingToBuy} />;
  if (begun.state === 'loading') return <Waiting />;
  if (begun.state === 'failed') {
    const error = begun.error;
    if (error instanceof RequestError && error.status === 409)
      return <Nothing companyKey={companyKey} text={error.message} />;
    return <Problem companyKey={companyKey} status={error instanceof RequestError ? error.status : 0} />;
  }
  return <Checkout companyKey={companyKey} started={begun.started} />;
}

/** Nothing to check out, or the lines can no longer be bought (the server's words): back to the cart. */
function Nothing({ companyKey, text }: { companyKey: string; text: string }) {
  return (
    <EmptyPage
      text={text}
      href={h5Paths.cart(companyKey)}
      link={ct.backToCart}
      alert
      testId="sf-checkout-refused"
    />
  );
}

interface Refusal {
  banner: string | null;
  fields: Readonly<Record<string, string>>;
}

const NO_REFUSAL: Refusal = { banner: null, fields: {} };

function refusalOf(error: unknown): Refusal {
  if (error instanceof RequestError && Object.keys(error.fields).length)
    return { banner: null, fields: error.fields };
  return { banner: error instanceof Error ? error.message : String(error), fields: {} };
}

function Checkout({ companyKey, started }: { companyKey: string; started: Started }) {
  const { intent, confirmed, addresses } = started;
  const key = intent.key;
  const [form, setForm] = useState(started.form);
  const [computed, setComputed] = useState<Computed | null>(null);
  /** The choices the shown answer was priced for: the order is placed only for exactly those. */
  const [computedFor, setComputedFor] = useState<string | null>(null);
  const [computing, setComputing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [tried, setTried] = useState(false);
  const [creating, setCreating] = useState(false);
  /** The shopper's coupon: left out until they choose (the server applies the best), null for none. */
  const [couponId, setCouponId] = useState<number | null | undefined>(undefined);
  const asked = useRef(0);
  const placing = useRef(false);

  // The choices outlive a trip to the address book and back (a new mount of this page).
  useEffect(() => patchIntent(companyKey, { choices: keptOf(form) }), [companyKey, form]);

  const problems = formProblems(form);
  const priceable = !problems.includes('address') && !problems.includes('store');
  const choices = { ...choicesOf(form), ...(couponId === undefined ? {} : { couponId }) };
  const choicesKey = JSON.stringify(choices);

  const compute = async () => {
    const ask = ++asked.current;
    const pricedFor = choicesKey;
    setComputing(true);
    try {
      const answer = await checkout.compute(companyKey, key, choices);
      if (ask !== asked.current) return;
      setComputed(answer);
      setComputedFor(pricedFor);
      setRefusal(NO_REFUSAL);
      return answer;
    } catch (error) {
      if (ask === asked.current) {
        setComputed(null);
        setRefusal(refusalOf(error));
      }
    } finally {
      if (ask === asked.current) setComputing(false);
    }
  };

  // The server prices every change: at once for a choice, after a pause for typing.
  const typed = `${form.pickupName}|${form.pickupPhone}|${form.buyerNote}`;
  const lastTyped = useRef(typed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choices' text names what is asked
  useEffect(() => {
    if (!priceable) {
      asked.current++;
      setComputed(null);
      setComputing(false);
      return;
    }
    const typing = lastTyped.current !== typed;
    lastTyped.current = typed;
    const timer = window.setTimeout(() => void compute(), typing ? TYPING_MS : 0);
    return () => window.clearTimeout(timer);
  }, [choicesKey, priceable]);

  // A choice made since the last answer (a compute still waiting out the typing pause) blocks the
  // order: it would be sent with the total of other choices, and refused.
  const current = computed !== null && computedFor === choicesKey;

  const place = async () => {
    setTried(true);
    if (placing.current || problems.length || !computed || !current) return;
    placing.current = true;
    setCreating(true);
    const body: Create = {
      ...choices,
      // Exactly the coupon the shopper was shown applied (or none).
      couponId: computed.coupons.chosenId,
      ...('cartIds' in intent.buy ? { cartIds: intent.buy.cartIds } : {}),
      expectedPayAmount: computed.price.payAmount,
    };
    patchIntent(companyKey, { placing: body });
    try {
      const order = await createSurely(companyKey, key, body);
      dropIntent(companyKey);
      navigate(h5Paths.pay(companyKey, order), { replace: true });
    } catch (error) {
      patchIntent(companyKey, { placing: undefined });
      setRefusal(refusalOf(error));
      // A price, the freight or the stock moved: the page shows the new answer, line by line.
      if (error instanceof RequestError && error.status === 409) {
        const fresh = await compute();
        if (fresh) setRefusal(refusalOf(error));
      }
    } finally {
      placing.current = false;
      setCreating(false);
    }
  };

  const shown = computed ?? { lines: confirmed.lines, price: confirmed.price, coupons: confirmed.coupons };
  const address = addresses.find((a) => a.id === form.addressId) ?? null;
  const visibleProblems: FormProblem[] = tried ? problems : problems.filter((p) => p === 'address');
  return (
    <CheckoutView
      lines={shown.lines}
      price={shown.price}
      coupons={shown.coupons}
      onCoupon={setCouponId}
      changes={priceChanges(intent.seen, shown.lines)}
      stores={confirmed.pickupStores}
      address={address}
      chooseAddressHref={
        addresses.length ? h5Paths.addresses(companyKey, true) : h5Paths.address(companyKey, null, true)
      }
      form={form}
      onForm={(patch) => setForm((now) => ({ ...now, ...patch }))}
      problems={visibleProblems}
      fieldErrors={refusal.fields}
      banner={refusal.banner}
      computing={computing}
      creating={creating}
      blocked={computing || (priceable && !current)}
      onSubmit={() => void place()}
    />
  );
}

/**
 * Creates the order under the key; when the answer is lost (no connection), asks the server whether
 * the order was made before saying anything: a retry with the same key answers the same order.
 */
async function createSurely(companyKey: string, key: string, body: Create): Promise<number> {
  try {
    return (await checkout.create(companyKey, key, body)).id;
  } catch (error) {
    if (!(error instanceof RequestError) || error.status !== 0) throw error;
    const made = await checkout.compute(companyKey, key, body).catch(() => null);
    if (made?.existingOrder) return made.existingOrder.id;
    throw new RequestError(0, ct.lost);
  }
}
