import type { TrackingState } from '@hh/shared';
import { AppError } from '../../../lib/errors.ts';

/** What to track: the courier's code (Kdniao style), the number, and the receiver's phone (SF asks for it). */
export interface TrackingQuery {
  expressCode: string;
  trackingNo: string;
  phone?: string | null;
  /** When the parcel was shipped; the sandbox builds its trace from it. */
  shippedAt?: Date | null;
}

export interface TraceLine {
  time: Date;
  text: string;
  location?: string;
}

/** A provider's answer in the normalised shape: the state and the lines newest first. */
export interface TrackedShipment {
  state: TrackingState;
  traces: TraceLine[];
}

/** A shipment's tracking as callers get it: the answer, who gave it and when it was fetched. */
export interface Tracking extends TrackedShipment {
  provider: string;
  fetchedAt: Date;
}

/** Asks a tracking service where a parcel is. Failures are AppErrors a person can read (502/503). */
export interface TrackingProvider {
  readonly name: 'sandbox' | 'kuaidi100' | 'kdniao' | 'off';
  track(query: TrackingQuery): Promise<TrackedShipment>;
}

/** Newest first, whatever order the provider answered in. */
const newestFirst = (lines: TraceLine[]) => [...lines].sort((a, b) => b.time.getTime() - a.time.getTime());

/** "2024-05-20 10:20:30" as the Chinese providers write it, in China time (UTC+8). */
function chinaTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!m) return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A provider's reason as shown to a person: one line, bounded. */
const reasonText = (reason: unknown, fallback: string) =>
  typeof reason === 'string' && reason.trim() ? reason.trim().replace(/\s+/g, ' ').slice(0, 120) : fallback;

/** One line of a provider's trace, or none when it lacks a readable time or a text. */
export function traceLine(
  timeText: string,
  text: string | undefined,
  location: string | undefined,
): TraceLine[] {
  const time = chinaTime(timeText);
  return time && text ? [{ time, text, ...(location ? { location } : {}) }] : [];
}

const TIMEOUT_MS = 8000;

/**
 * A provider asked by one form POST to its configured URL (Kuaidi100, Kdniao): it writes the form and
 * reads the answer; the post (503 when unreachable) and the newest-first order are the same for each.
 */
export abstract class FormPostProvider<C extends { url: string }, A> implements TrackingProvider {
  abstract readonly name: TrackingProvider['name'];
  /** The content type the provider wants the form sent as. */
  protected abstract readonly contentType: string;

  constructor(
    protected readonly cfg: C,
    private readonly http: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  /** The form fields of a query. */
  abstract form(query: TrackingQuery): URLSearchParams;

  /** The answer in the normalised shape (lines in any order); a refusal throws `refused`. */
  protected abstract read(status: number, answer: A): TrackedShipment;

  async track(query: TrackingQuery): Promise<TrackedShipment> {
    const { status, answer } = await this.post(this.form(query));
    const { state, traces } = this.read(status, answer);
    return { state, traces: newestFirst(traces) };
  }

  /** The provider's refusal: 502 with its reason as a person reads it, or the fallback when it gave none. */
  protected refused(reason: unknown, fallback: string): AppError {
    return new AppError(502, 'express.trackingFailed', { reason: reasonText(reason, fallback) });
  }

  /** The HTTP status and the JSON answer (empty when not JSON); 503 when unreachable. */
  private async post(form: URLSearchParams): Promise<{ status: number; answer: A }> {
    try {
      const res = await this.http(this.cfg.url, {
        method: 'POST',
        headers: { 'content-type': this.contentType, accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: res.status, answer: (await res.json().catch(() => ({}))) as A };
    } catch {
      throw new AppError(503, 'express.trackingUnavailable');
    }
  }
}
