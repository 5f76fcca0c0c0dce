import { formatMoney, toCents } from '@hh/shared/decimal';
import { useState } from 'react';
import { Picture } from '../../render/Picture.tsx';
import { Price } from '../../render/Price.tsx';
import { Field } from '../../ui/Field.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { AddressText } from './AddressList.tsx';
import type { Address, CheckoutLine, Computed, PickupStore } from './api.ts';
import { type CheckoutCoupons, CouponRow, CouponSheet } from './CouponSheet.tsx';
import { type CheckoutForm, type FormProblem, LOW_STOCK, type PriceChange } from './state.ts';
import { ct, fill } from './texts.ts';

export interface CheckoutViewProps {
  lines: CheckoutLine[];
  price: Computed['price'];
  /** The member's coupons on this order and the one applied. */
  coupons: CheckoutCoupons;
  /** The shopper chose a coupon (its id) or none (null). */
  onCoupon(id: number | null): void;
  /** Lines whose price is not the one the shopper was shown before, by SKU. */
  changes: ReadonlyMap<number, PriceChange>;
  stores: PickupStore[];
  /** The chosen address (express), null when the shopper has none. */
  address: Address | null;
  chooseAddressHref: string;
  form: CheckoutForm;
  onForm(patch: Partial<CheckoutForm>): void;
  /** What is still to fill in, said once the shopper tried to place the order. */
  problems: FormProblem[];
  /** The server's refusals at their fields (`storeId`, `pickupContact.phone`…). */
  fieldErrors: Readonly<Record<string, string>>;
  /** A refusal that concerns the whole order (a line out of stock, the price changed…). */
  banner: string | null;
  computing: boolean;
  creating: boolean;
  /** Create is blocked (an answer being computed, a refusal standing). */
  blocked: boolean;
  onSubmit(): void;
}

/** The checkout: delivery (address or pickup store), the lines, the amounts the server computed, a note, one button. */
export function CheckoutView(props: CheckoutViewProps) {
  const { lines, price, changes, form, onForm, banner, computing, creating, blocked, onSubmit } = props;
  const pickupOffered = props.stores.length > 0;
  const [choosing, setChoosing] = useState(false);
  return (
    <form
      className="sf-checkout"
      data-testid="sf-checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!creating && !blocked && !computing) onSubmit();
      }}
    >
      {pickupOffered ? (
        <fieldset className="sf-segments">
          <legend className="sf-visually-hidden">{ct.delivery}</legend>
          {(['express', 'pickup'] as const).map((kind) => (
            <label key={kind} className={form.deliveryType === kind ? 'sf-on' : undefined}>
              <input
                type="radio"
                name="delivery"
                value={kind}
                checked={form.deliveryType === kind}
                onChange={() => onForm({ deliveryType: kind })}
              />
              {ct[kind]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.deliveryType === 'express' ? <AddressCard {...props} /> : <PickupSection {...props} />}
      <FormError message={banner} className="sf-banner" testId="sf-checkout-banner" />
      {changes.size ? (
        <p className="sf-notice-line" role="status">
          {ct.changedNote}
        </p>
      ) : null}
      <ul className="sf-lines" data-testid="sf-checkout-lines">
        {lines.map((line) => (
          <LineRow key={line.skuId} line={line} change={changes.get(line.skuId)} />
        ))}
      </ul>
      <CouponRow coupons={props.coupons} onOpen={() => setChoosing(true)} />
      {choosing ? (
        <CouponSheet
          coupons={props.coupons}
          onChoose={(id) => {
            setChoosing(false);
            props.onCoupon(id);
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
      <section className="sf-card-block">
        <Field
          label={ct.remark}
          value={form.buyerNote}
          onChange={(buyerNote) => onForm({ buyerNote })}
          placeholder={ct.remarkPlaceholder}
          maxLength={200}
          error={props.fieldErrors.buyerNote}
        />
      </section>
      <section className="sf-card-block sf-breakdown" aria-live="polite" aria-busy={computing}>
        <dl>
          <dt>{ct.goods}</dt>
          <dd>¥{formatMoney(price.goodsTotal)}</dd>
          <dt>{ct.freight}</dt>
          <dd>¥{formatMoney(price.freight)}</dd>
          {price.discounts.map((d) => (
            <Row
              key={`${d.kind}-${d.sourceId}-${d.label}`}
              label={`${STEP_NAMES[d.kind]} · ${d.label}`}
              value={`-¥${formatMoney(d.amount)}`}
            />
          ))}
          {toCents(price.discountTotal) > 0n && price.discounts.length === 0 ? (
            <Row label={ct.discount} value={`-¥${formatMoney(price.discountTotal)}`} />
          ) : null}
        </dl>
      </section>
      <footer className="sf-submit-bar">
        <span>
          {ct.total} <Price value={price.payAmount} className="sf-price-total" />
          {computing ? <small className="sf-muted"> {ct.computing}</small> : null}
        </span>
        {/* The total is being worked out again: a tap now would send the old one and be refused. */}
        <button
          type="submit"
          className="sf-primary"
          disabled={creating || blocked || computing}
          aria-busy={creating}
        >
          {creating ? ct.submitting : ct.submit}
        </button>
      </footer>
    </form>
  );
}

/** What each kind of price step is called in the breakdown (its own label follows). */
const STEP_NAMES: Record<Computed['price']['discounts'][number]['kind'], string> = {
  activity: ct.stepActivity,
  memberPrice: ct.stepMemberPrice,
  promotion: ct.stepPromotion,
  coupon: ct.stepCoupon,
  points: ct.stepPoints,
  freight: ct.stepFreight,
};

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function AddressCard({ address, chooseAddressHref, problems, fieldErrors }: CheckoutViewProps) {
  const error = fieldErrors.address ?? fieldErrors.addressId;
  const missing = problems.includes('address');
  return (
    <section className={`sf-card-block sf-address-card${error || missing ? ' sf-field-bad' : ''}`}>
      <a href={chooseAddressHref} className="sf-address-choose" data-testid="sf-checkout-address">
        {address ? <AddressText address={address} /> : <span>{ct.noAddress}</span>}
        <span aria-hidden="true">›</span>
        <span className="sf-visually-hidden">{ct.chooseAddress}</span>
      </a>
      {error || missing ? (
        <p className="sf-field-error" role="alert">
          {error ?? ct.noAddress}
        </p>
      ) : null}
    </section>
  );
}

function PickupSection({ stores, form, onForm, problems, fieldErrors }: CheckoutViewProps) {
  const storeError = fieldErrors.storeId ?? (problems.includes('store') ? ct.required : undefined);
  const nameError =
    fieldErrors['pickupContact.name'] ?? (problems.includes('pickupName') ? ct.required : undefined);
  const phoneError =
    fieldErrors['pickupContact.phone'] ??
    fieldErrors.pickupContact ??
    (problems.includes('pickupPhone') ? ct.badPhone : undefined);
  return (
    <section className="sf-card-block">
      <fieldset className={`sf-stores${storeError ? ' sf-field-bad' : ''}`}>
        <legend>{ct.pickupStore}</legend>
        {stores.map((store) => (
          <label key={store.id} className={form.storeId === store.id ? 'sf-on' : undefined}>
            <input
              type="radio"
              name="store"
              checked={form.storeId === store.id}
              onChange={() => onForm({ storeId: store.id })}
            />
            <span>
              <b>{store.name}</b>
              <small>{[store.regionName, store.address].filter(Boolean).join(' ')}</small>
              {store.businessHours ? (
                <small>
                  {ct.hours} {store.businessHours}
                </small>
              ) : null}
              {store.phone ? <small>{store.phone}</small> : null}
            </span>
          </label>
        ))}
        {storeError ? (
          <p className="sf-field-error" role="alert">
            {storeError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={ct.pickupName}
        value={form.pickupName}
        onChange={(pickupName) => onForm({ pickupName })}
        placeholder={ct.pickupNamePlaceholder}
        autoComplete="name"
        maxLength={40}
        error={nameError}
      />
      <Field
        label={ct.pickupPhone}
        value={form.pickupPhone}
        onChange={(pickupPhone) => onForm({ pickupPhone })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        error={phoneError}
      />
    </section>
  );
}

function LineRow({ line, change }: { line: CheckoutLine; change: PriceChange | undefined }) {
  return (
    <li className="sf-line" data-testid="sf-checkout-line">
      <Picture src={line.picture} alt="" />
      <div>
        <b>{line.productName}</b>
        {line.skuLabel ? <small>{line.skuLabel}</small> : null}
        {change ? (
          <small className="sf-changed" role="status">
            {fill(ct.priceWas, { was: formatMoney(change.was), now: formatMoney(change.now) })}
          </small>
        ) : null}
        {line.stock <= LOW_STOCK ? (
          <small className="sf-changed">{fill(ct.lowStock, { stock: line.stock })}</small>
        ) : null}
      </div>
      <span className="sf-line-price">
        <Price value={line.unitPrice} />
        <small>×{line.quantity}</small>
      </span>
    </li>
  );
}
