import { useEffect } from 'react';
import { clock, useTimeLeft } from '../orders/countdown.ts';
import type { Session } from './api.ts';
import { words } from './words.ts';

/**
 * A session's countdown on the server's clock: to its end while it runs, to its start before;
 * `onElapsed` once the moment is reached (the page asks again: the next state).
 */
export function SessionClock({
  session,
  serverNow,
  onElapsed,
}: {
  session: Session;
  serverNow: string;
  onElapsed(): void;
}) {
  const deadline =
    session.state === 'ongoing' ? session.endsAt : session.state === 'upcoming' ? session.startsAt : null;
  const left = useTimeLeft(deadline, serverNow);
  const elapsed = left === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per reached moment, not per new callback
  useEffect(() => {
    if (elapsed) onElapsed();
  }, [elapsed]);
  if (left === null) return <p className="sf-seckill-clock sf-seckill-clock-over">{words.over}</p>;
  return (
    <p className="sf-seckill-clock" data-testid="sf-seckill-clock" data-state={session.state}>
      <span>{session.state === 'ongoing' ? words.started : words.upcoming}</span>
      <span>{session.state === 'ongoing' ? words.endsIn : words.startsIn}</span>
      <b className="sf-seckill-time">{clock(left)}</b>
    </p>
  );
}
