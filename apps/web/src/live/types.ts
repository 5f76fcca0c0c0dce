import type { liveEventData, Wire } from '@hh/shared';

type EventData = { [K in keyof typeof liveEventData]: Wire<(typeof liveEventData)[K]> };

export type LiveEventType = keyof EventData;

/** One notice pushed by the server for the current shop. */
export type LiveEvent = { [K in LiveEventType]: { type: K; data: EventData[K]; at: string } }[LiveEventType];

export type LiveEventOf<K extends LiveEventType> = Extract<LiveEvent, { type: K }>;

/** What a socket message is: the greeting, a known event, or something to ignore. */
export type LiveMessage = { kind: 'hello' } | { kind: 'event'; event: LiveEvent } | { kind: 'unknown' };
