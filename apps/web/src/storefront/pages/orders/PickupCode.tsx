import type { PickupCode as Code } from './api.ts';
import { words } from './words.ts';

/** The code the store's clerk verifies, as text (large, spaced) and as a QR. */
export function PickupCode({ code }: { code: Code }) {
  return (
    <section className="sf-ocard sf-pickup" aria-labelledby="sf-pickup-code" data-testid="sf-pickup-code">
      <h2 id="sf-pickup-code">{words.pickupCode}</h2>
      <p className="sf-pickup-text">{code.code}</p>
      <img src={code.qr} alt={`${words.pickupQr} ${code.code}`} width={180} height={180} />
      <p className="sf-muted">{words.pickupHint}</p>
    </section>
  );
}
