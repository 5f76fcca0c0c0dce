import { SMS_RESEND_SECONDS } from '@hh/shared/constants';
import { isMobile } from '@hh/shared/validators';
import { type FormEvent, useState } from 'react';
import { useCaptcha } from '../../../hooks/useCaptcha.ts';
import { useCountdown } from '../../../hooks/useCountdown.ts';
import { RequestError } from '../../request.ts';
import { navigate } from '../../router.ts';
import { fetchCaptcha, signIn } from '../../shopper.ts';
import { Field } from '../../ui/Field.tsx';
import './account.css';
import { FormError } from '../../ui/FormError.tsx';
import { words } from './words.ts';

type Errors = Partial<Record<'phone' | 'captcha' | 'code' | 'form', string>>;

const SMS_CODE = /^\d{6}$/;

/**
 * Sign-in to this shop by phone and SMS code (a new phone becomes the shop's member), with the back
 * office's sending rules: a code only with a solved picture captcha, one a minute. Then back to
 * where the shopper was.
 */
export function SignInPage({ companyKey, back }: { companyKey: string; back: string }) {
  const [phone, setPhone] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'login' | null>(null);
  const { captcha, refresh } = useCaptcha(fetchCaptcha);
  const { remaining, start } = useCountdown();

  const phoneError = () =>
    !phone.trim() ? words.phoneRequired : isMobile(phone.trim()) ? undefined : words.phoneInvalid;

  const send = async () => {
    const bad: Errors = {
      phone: phoneError(),
      captcha: captchaCode.trim() ? undefined : words.captchaRequired,
    };
    setErrors(bad);
    if (bad.phone || bad.captcha || !captcha) return;
    setBusy('send');
    try {
      const sent = await signIn.sendCode(companyKey, phone.trim(), {
        uuid: captcha.uuid,
        code: captchaCode.trim(),
      });
      start(SMS_RESEND_SECONDS);
      setHint(sent.message || words.codeSent);
      // The development SMS provider hands the code back: it is filled in as a phone would.
      if (sent.code) setCode(sent.code);
    } catch (error) {
      setHint(null);
      setErrors(refusal(error, 'captcha'));
    } finally {
      // A captcha is good for one send, right or wrong.
      setCaptchaCode('');
      refresh();
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad: Errors = {
      phone: phoneError(),
      code: !code ? words.codeRequired : SMS_CODE.test(code) ? undefined : words.codeInvalid,
    };
    setErrors(bad);
    if (bad.phone || bad.code) return;
    setBusy('login');
    try {
      await signIn.login(companyKey, phone.trim(), code);
      navigate(back, { replace: true });
    } catch (error) {
      setErrors(refusal(error, 'code'));
      setBusy(null);
    }
  };

  return (
    <form className="sf-form sf-signin" onSubmit={submit} noValidate data-testid="sf-signin">
      <p className="sf-signin-lead">{words.lead}</p>
      <Field
        label={words.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        name="phone"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
      />
      <Field
        label={words.captcha}
        autoComplete="off"
        maxLength={8}
        name="captcha"
        value={captchaCode}
        onChange={setCaptchaCode}
        error={errors.captcha}
        addon={
          <button type="button" className="sf-captcha" onClick={refresh} aria-label={words.captchaRefresh}>
            {captcha ? <img src={captcha.img} alt={words.captcha} /> : words.loading}
          </button>
        }
      />
      <Field
        label={words.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        name="code"
        value={code}
        onChange={setCode}
        error={errors.code}
        hint={hint}
        addon={
          <button
            type="button"
            className="sf-side-button"
            onClick={send}
            disabled={busy !== null || remaining > 0}
            data-testid="sf-send-code"
          >
            {remaining > 0 ? words.resend.replace('{n}', String(remaining)) : words.sendCode}
          </button>
        }
      />
      <FormError message={errors.form} />
      <button type="submit" className="sf-primary" disabled={busy !== null} data-testid="sf-signin-submit">
        {busy === 'login' ? words.signingIn : words.signIn}
      </button>
      <p className="sf-signin-note">{words.note}</p>
    </form>
  );
}

/** The server's refusal at the field it names, else at `fallback` (a wrong code, a wrong captcha…). */
function refusal(error: unknown, fallback: 'captcha' | 'code'): Errors {
  if (!(error instanceof RequestError)) return { form: words.failed };
  if (error.fields.phone) return { phone: error.fields.phone };
  if (error.status === 0 || error.status >= 500) return { form: error.message };
  return { [fallback]: error.message };
}
