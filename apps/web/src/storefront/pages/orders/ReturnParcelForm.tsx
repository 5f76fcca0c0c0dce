import { type FormEvent, useId, useState } from 'react';
import { RequestError } from '../../request.ts';
import { Field } from '../../ui/Field.tsx';
import { useLoad } from '../../useLoad.ts';
import { myAfterSales } from './api.ts';
import { SelectField } from './SelectField.tsx';
import { words } from './words.ts';

const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

type Errors = Partial<Record<'expressCode' | 'trackingNo' | 'form', string>>;

/** The return parcel: the courier (one of the shop's) and its tracking number. */
export function ReturnParcelForm({
  companyKey,
  afterSaleId,
  onSent,
}: {
  companyKey: string;
  afterSaleId: number;
  onSent(): void;
}) {
  const id = useId();
  const couriers = useLoad(`${companyKey}/couriers`, () => myAfterSales.couriers(companyKey));
  const [code, setCode] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const list = couriers.state === 'done' ? couriers.data : [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const courier = list.find((c) => c.code === code);
    const bad: Errors = {
      expressCode: courier ? undefined : words.courierRequired,
      trackingNo: TRACKING_NO.test(trackingNo.trim()) ? undefined : words.trackingNoInvalid,
    };
    setErrors(bad);
    if (!courier || bad.trackingNo || busy) return;
    setBusy(true);
    try {
      await myAfterSales.sendBack(companyKey, afterSaleId, {
        expressCode: courier.code,
        expressName: courier.name,
        trackingNo: trackingNo.trim(),
      });
      onSent();
    } catch (error) {
      if (error instanceof RequestError)
        setErrors({
          expressCode: error.fields.expressCode ?? error.fields.expressName,
          trackingNo: error.fields.trackingNo,
          form: Object.keys(error.fields).length ? undefined : error.message,
        });
      else setErrors({ form: words.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sf-ocard sf-return-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.sendBack}</h2>
      <SelectField
        label={words.courierName}
        value={code}
        options={list.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(value) => {
          setCode(value);
          setErrors(({ expressCode: _, ...rest }) => rest);
        }}
        error={errors.expressCode}
      />
      <Field
        label={words.trackingNo}
        value={trackingNo}
        onChange={(value) => {
          setTrackingNo(value);
          setErrors(({ trackingNo: _, ...rest }) => rest);
        }}
        autoComplete="off"
        maxLength={40}
        placeholder={words.trackingNoPlaceholder}
        error={errors.trackingNo}
      />
      {errors.form ? (
        <p className="sf-field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="sf-primary" disabled={busy}>
        {words.sendBackSubmit}
      </button>
    </form>
  );
}
