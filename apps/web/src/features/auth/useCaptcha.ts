import { useCallback, useEffect, useRef, useState } from 'react';
import { type Captcha, fetchCaptcha } from './api.ts';
import { fitCaptcha } from './fitCaptcha.ts';

export function useCaptcha(): { captcha: Captcha | undefined; refresh(): void } {
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
  }, []);
  useEffect(() => refresh(), [refresh]);
  return { captcha, refresh };
}
