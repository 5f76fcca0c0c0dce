import { CLOCK_INTERVAL_MS, DEFAULT_DATE_FORMAT } from '@hh/shared';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

export function Clock() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="hh-clock" dateTime={now.toISOString()} data-testid="footer-clock">
      {now.format(DEFAULT_DATE_FORMAT)}
    </time>
  );
}
