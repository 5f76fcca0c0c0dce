import { SPIN_DELAY_MS } from '@hh/shared';

/** The whole-page wait (a screen's code or the session loading): invisible for the first moment. */
export function FullPageSpin() {
  return (
    <div
      className="hh-full-spin"
      role="progressbar"
      aria-busy="true"
      style={{ animationDelay: `${SPIN_DELAY_MS}ms` }}
    >
      <span className="hh-full-spin-dot" />
    </div>
  );
}
