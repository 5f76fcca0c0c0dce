import { fitCaptcha } from '@hh/shared/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The server's picture captcha (`/auth/code`): its picture and the id a send or sign-in names. */
export interface Captcha {
  img: string;
  uuid: string;
}

/** A captcha asked for at once and again on `refresh()` (a late answer to an older ask is dropped). */
export function useCaptcha(fetchCaptcha: () => Promise<Captcha>): {
  captcha: Captcha | undefined;
  refresh(): void;
} {
  const [captcha, setCaptcha] = useState<Captcha>();
  const latest = useRef(0);
  const refresh = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    setCaptcha(undefined);
    fetchCaptcha().then(
      (next) => {
        if (request === latest.current) setCaptcha({ ...next, img: fitCaptcha(next.img) });
      },
      () => undefined,
    );
  }, [fetchCaptcha]);
  useEffect(() => refresh(), [refresh]);
  return { captcha, refresh };
}
