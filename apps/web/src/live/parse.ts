import { liveEventData } from '@hh/shared';
import type { LiveEvent, LiveEventType, LiveMessage } from './types.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

const isEventType = (value: unknown): value is LiveEventType =>
  isText(value) && Object.hasOwn(liveEventData, value);

/** Reads one socket message; anything malformed or of an unknown type is `unknown`, never thrown. */
export function parseLiveMessage(text: string): LiveMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'unknown' };
  }
  if (!isObject(message)) return { kind: 'unknown' };
  if (message.type === 'hello') return { kind: 'hello' };
  const { type, data } = message;
  if (!isEventType(type) || !isObject(data)) return { kind: 'unknown' };
  const parsed = liveEventData[type].safeParse(data);
  if (!parsed.success) return { kind: 'unknown' };
  const at = isText(message.at) ? message.at : new Date().toISOString();
  return { kind: 'event', event: { type, data: parsed.data, at } as LiveEvent };
}
