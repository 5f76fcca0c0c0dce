import { AppError } from '../../../lib/errors.ts';
import type { TrackedShipment, TrackingProvider } from './provider.ts';

/** Tracking turned off on purpose (EXPRESS_TRACKING_PROVIDER=off): every query says so. */
export class TrackingOff implements TrackingProvider {
  readonly name = 'off' as const;
  track(): Promise<TrackedShipment> {
    return Promise.reject(new AppError(503, 'express.trackingOff'));
  }
}
