import { describe, expect, it } from 'vitest';
import {
  activeSession,
  addDays,
  sessionOn,
  sessionState,
  shopDayOf,
  slotFits,
  slotLabel,
  slotsOverlap,
  upcomingSessions,
} from './seckill-time.ts';

/** 2026-11-29 10:30 in Shanghai is 02:30 UTC. */
const at = (shopTime: string) => Date.parse(`${shopTime}+08:00`);

describe('seckill slots', () => {
  it('fit one day: start 0–23, at least an hour, ending by midnight', () => {
    expect(slotFits({ startHour: 19, hours: 5 })).toBe(true);
    expect(slotFits({ startHour: 0, hours: 24 })).toBe(true);
    expect(slotFits({ startHour: 22, hours: 3 })).toBe(false);
    expect(slotFits({ startHour: 24, hours: 1 })).toBe(false);
    expect(slotFits({ startHour: 5, hours: 0 })).toBe(false);
    expect(slotFits({ startHour: 5.5, hours: 1 })).toBe(false);
  });

  it('overlap when they share an hour; touching ends do not', () => {
    expect(slotsOverlap({ startHour: 10, hours: 2 }, { startHour: 12, hours: 3 })).toBe(false);
    expect(slotsOverlap({ startHour: 10, hours: 3 }, { startHour: 12, hours: 3 })).toBe(true);
    expect(slotsOverlap({ startHour: 5, hours: 2 }, { startHour: 6, hours: 1 })).toBe(true);
    expect(slotsOverlap({ startHour: 0, hours: 24 }, { startHour: 23, hours: 1 })).toBe(true);
    expect(slotLabel({ startHour: 7, hours: 3 })).toBe('07:00–10:00');
    expect(slotLabel({ startHour: 22, hours: 2 })).toBe('22:00–24:00');
  });
});

describe('seckill sessions in shop time (+08:00)', () => {
  it('names the shop day, not the UTC one', () => {
    expect(shopDayOf(at('2026-11-30T01:00:00'))).toBe('2026-11-30');
    expect(shopDayOf(at('2026-11-29T23:59:59'))).toBe('2026-11-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is upcoming before its start, ongoing inside, ended from its end on', () => {
    const s = sessionOn('2026-11-29', { startHour: 10, hours: 2 });
    expect(new Date(s.startsAt).toISOString()).toBe('2026-11-29T02:00:00.000Z');
    expect(sessionState(s, at('2026-11-29T09:59:59'))).toBe('upcoming');
    expect(sessionState(s, at('2026-11-29T10:00:00'))).toBe('ongoing');
    expect(sessionState(s, at('2026-11-29T11:59:59'))).toBe('ongoing');
    expect(sessionState(s, at('2026-11-29T12:00:00'))).toBe('ended');
    const last = sessionOn('2026-11-29', { startHour: 22, hours: 2 });
    expect(sessionState(last, at('2026-11-29T23:30:00'))).toBe('ongoing');
  });

  it('runs only on the activity days in its slots', () => {
    const slots = [
      { startHour: 10, hours: 2 },
      { startHour: 19, hours: 2 },
    ];
    expect(activeSession(slots, '2026-11-29', '2026-11-30', at('2026-11-29T10:30:00'))?.startHour).toBe(10);
    expect(activeSession(slots, '2026-11-29', '2026-11-30', at('2026-11-29T13:00:00'))).toBeUndefined();
    expect(activeSession(slots, '2026-11-30', '2026-11-30', at('2026-11-29T10:30:00'))).toBeUndefined();
    expect(activeSession(slots, '2026-11-28', '2026-11-28', at('2026-11-29T10:30:00'))).toBeUndefined();
  });

  it('lists the sessions not ended, soonest first, within the dates', () => {
    const slots = [
      { startHour: 19, hours: 2 },
      { startHour: 10, hours: 2 },
    ];
    const next = upcomingSessions(slots, '2026-11-28', '2026-11-30', at('2026-11-29T11:00:00'), 10);
    expect(next.map((s) => `${s.day} ${s.startHour}`)).toEqual([
      '2026-11-29 10',
      '2026-11-29 19',
      '2026-11-30 10',
      '2026-11-30 19',
    ]);
    expect(upcomingSessions(slots, '2026-11-28', '2026-11-30', at('2026-11-29T11:00:00'), 1)).toHaveLength(1);
    expect(upcomingSessions(slots, '2026-11-01', '2026-11-02', at('2026-11-29T11:00:00'), 5)).toEqual([]);
  });
});
