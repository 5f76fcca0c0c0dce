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
export const newestFirst = (lines: TraceLine[]) =>
  [...lines].sort((a, b) => b.time.getTime() - a.time.getTime());

/** "2024-05-20 10:20:30" as the Chinese providers write it, in China time (UTC+8). */
function chinaTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!m) return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A provider's reason as shown to a person: one line, bounded. */
export const reasonText = (reason: unknown, fallback: string) =>
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

/** Posts a query's form to a provider: its HTTP status and JSON answer (empty when not JSON); 503 when unreachable. */
export async function postForm<T>(
  http: typeof fetch,
  url: string,
  form: URLSearchParams,
  contentType: string,
): Promise<{ status: number; answer: T }> {
  try {
    const res = await http(url, {
      method: 'POST',
      headers: { 'content-type': contentType, accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: res.status, answer: (await res.json().catch(() => ({}))) as T };
  } catch {
    throw new AppError(503, 'express.trackingUnavailable');
  }
}
