import type { AfterSaleType } from '@hh/shared';
import { toCents } from '@hh/shared/decimal';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { RequestError } from '../../request.ts';
import type { ApplyInput, Picture, Quote, Reason, Refundable } from './api.ts';
import { OrderLine, yuan } from './parts.tsx';
import { SelectField } from './SelectField.tsx';
import { fill, words } from './words.ts';

/** As many pictures as the server takes on one application. */
const PICTURES_MAX = 9;

type Line = Pick<ApplyInput, 'lines'>['lines'][number];

export interface AfterSaleFormProps {
  refundable: Refundable;
  reasons: Reason[];
  /** The line the shopper came from: it starts with all of its refundable pieces. */
  lineId: number | null;
  quote(lines: Line[]): Promise<Quote>;
  upload(file: File, onProgress: (percent: number) => void): Promise<Picture>;
  submit(input: Omit<ApplyInput, 'orderId'>): Promise<void>;
}

interface Upload {
  key: number;
  name: string;
  progress: number;
  picture: Picture | null;
  failed: boolean;
}

type Errors = Partial<Record<'lines' | 'reason' | 'explanation' | 'pictures' | 'form', string>>;

/**
 * Asking for money back on an order: refund only or return and refund, which lines and how many,
 * the reason, an explanation and pictures (each uploading with its progress); the amount is the
 * server's quote for the lines chosen.
 */
export function AfterSaleForm({ refundable, reasons, lineId, quote, upload, submit }: AfterSaleFormProps) {
  const id = useId();
  const [type, setType] = useState<AfterSaleType>(refundable.types[0] ?? 'refund');
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      refundable.lines.map((l) => [
        l.orderLineId,
        l.orderLineId === lineId || refundable.lines.length === 1 ? l.refundableQuantity : 0,
      ]),
    ),
  );
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const chosen: Line[] = refundable.lines
    .filter((l) => (counts[l.orderLineId] ?? 0) > 0)
    .map((l) => ({ orderLineId: l.orderLineId, quantity: counts[l.orderLineId] ?? 0 }));
  const quoted = useQuote(chosen, quote);

  const setCount = (lineId: number, quantity: number) => setCounts((c) => ({ ...c, [lineId]: quantity }));

  const addPictures = (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, PICTURES_MAX - uploads.length)) {
      const key = Date.now() + Math.random();
      const patch = (change: Partial<Upload>) =>
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
      setUploads((all) => [...all, { key, name: file.name, progress: 0, picture: null, failed: false }]);
      upload(file, (progress) => patch({ progress })).then(
        (picture) => patch({ picture, progress: 100 }),
        (error: unknown) => {
          patch({ failed: true });
          setErrors((e) => ({
            ...e,
            pictures: error instanceof RequestError ? error.message : words.uploadFailed,
          }));
        },
      );
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const bad: Errors = {
      lines: chosen.length ? undefined : words.linesRequired,
      reason: reason ? undefined : words.reasonRequired,
    };
    setErrors(bad);
    if (bad.lines || bad.reason || busy) return;
    setBusy(true);
    try {
      await submit({
        type,
        lines: chosen,
        reason,
        explanation: explanation.trim(),
        pictureIds: uploads.flatMap((u) => (u.picture ? [u.picture.id] : [])),
      });
    } catch (error) {
      setErrors(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  const uploading = uploads.some((u) => !u.picture && !u.failed);
  return (
    <form className="sf-asform" onSubmit={onSubmit} noValidate>
      <fieldset className="sf-ocard">
        <legend>{words.type}</legend>
        {refundable.types.map((value) => (
          <label key={value} className="sf-choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            <span>
              <b>{value === 'refund' ? words.typeRefund : words.typeReturnRefund}</b>
              <small>{value === 'refund' ? words.typeRefundHint : words.typeReturnRefundHint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="sf-ocard" aria-describedby={errors.lines ? `${id}-lines` : undefined}>
        <legend>{words.lines}</legend>
        {refundable.lines
          .filter((l) => l.refundableQuantity > 0)
          .map((line) => (
            <OrderLine key={line.orderLineId} line={line}>
              <Stepper
                label={line.productName}
                value={counts[line.orderLineId] ?? 0}
                max={line.refundableQuantity}
                onChange={(n) => setCount(line.orderLineId, n)}
              />
              <small>{fill(words.refundable, { n: line.refundableQuantity })}</small>
            </OrderLine>
          ))}
        <FieldError id={`${id}-lines`} error={errors.lines} />
      </fieldset>
      <div className="sf-ocard">
        <SelectField
          label={words.reason}
          value={reason}
          options={reasons}
          onChange={setReason}
          error={errors.reason}
        />
        <label htmlFor={`${id}-explanation`}>{words.explanation}</label>
        <textarea
          id={`${id}-explanation`}
          value={explanation}
          maxLength={500}
          rows={3}
          placeholder={words.explanationPlaceholder}
          onChange={(e) => setExplanation(e.target.value)}
        />
        <FieldError id={`${id}-explanation-error`} error={errors.explanation} />
      </div>
      <fieldset className="sf-ocard">
        <legend>
          {words.pictures} <small>{fill(words.picturesHint, { n: PICTURES_MAX })}</small>
        </legend>
        <ul className="sf-pictures">
          {uploads.map((u) => (
            <li key={u.key}>
              {u.picture ? <img src={u.picture.url} alt={u.name} /> : null}
              {!u.picture ? (
                <span role="status">
                  {u.failed ? words.uploadFailed : fill(words.uploading, { n: u.progress })}
                </span>
              ) : null}
              {!u.picture && !u.failed ? <progress max={100} value={u.progress} aria-label={u.name} /> : null}
              <button
                type="button"
                aria-label={`${words.removePicture} ${u.name}`}
                onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
              >
                ×
              </button>
            </li>
          ))}
          {uploads.length < PICTURES_MAX ? (
            <li>
              <label className="sf-picture-add">
                <input
                  type="file"
                  accept="image/*"
                  multiple
                  onChange={(e) => {
                    addPictures(e.target.files);
                    e.target.value = '';
                  }}
                />
                <span aria-hidden="true">+</span>
                <span className="sf-visually-hidden">{words.addPicture}</span>
              </label>
            </li>
          ) : null}
        </ul>
        <FieldError id={`${id}-pictures`} error={errors.pictures} />
      </fieldset>
      <div className="sf-obar sf-asform-bar">
        <p aria-live="polite">
          {words.refundAmount}{' '}
          <b data-testid="sf-refund-quote">{quoted.state === 'done' ? yuan(quoted.quote.total) : '—'}</b>
          {quoted.state === 'done' && toCents(quoted.quote.freight) > 0n ? (
            <small> {fill(words.refundAmountHint, { freight: quoted.quote.freight })}</small>
          ) : null}
          {quoted.state === 'failed' ? <small className="sf-field-error">{quoted.message}</small> : null}
        </p>
        <button type="submit" className="sf-primary" disabled={busy || uploading}>
          {busy ? words.submitting : words.submit}
        </button>
      </div>
      <FieldError id={`${id}-form`} error={errors.form} />
    </form>
  );
}

/** The server's words for what it refused: at the field it names, else for the whole form. */
function refusal(error: unknown): Errors {
  if (!(error instanceof RequestError)) return { form: words.failed };
  const { fields } = error;
  const at = (name: string) => Object.entries(fields).find(([field]) => field.startsWith(name))?.[1];
  const found: Errors = {
    lines: at('lines'),
    reason: at('reason'),
    explanation: at('explanation'),
    pictures: at('pictureIds'),
  };
  return Object.values(found).some(Boolean) ? found : { form: error.message || words.failed };
}

type Quoted = { state: 'none' } | { state: 'done'; quote: Quote } | { state: 'failed'; message: string };

/** The server's quote for the lines chosen, asked again (a moment after) each time they change. */
function useQuote(lines: Line[], quote: AfterSaleFormProps['quote']): Quoted {
  const key = JSON.stringify(lines);
  const [quoted, setQuoted] = useState<{ key: string; value: Quoted }>({ key: '', value: { state: 'none' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the lines
  useEffect(() => {
    if (lines.length === 0) return;
    let live = true;
    const timer = window.setTimeout(() => {
      quote(lines).then(
        (value) => live && setQuoted({ key, value: { state: 'done', quote: value } }),
        (error: unknown) =>
          live &&
          setQuoted({
            key,
            value: { state: 'failed', message: error instanceof RequestError ? error.message : words.failed },
          }),
      );
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key]);
  return quoted.key === key ? quoted.value : { state: 'none' };
}

function Stepper({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange(n: number): void;
}) {
  return (
    <span className="sf-stepper">
      <button
        type="button"
        aria-label={`${words.minus} ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        aria-label={`${words.plus} ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="sf-field-error" role="alert">
      {error}
    </p>
  ) : null;
}
