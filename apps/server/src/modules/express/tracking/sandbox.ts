import { createHash } from 'node:crypto';
import type { TrackingState } from '@hh/shared';
import type { TraceLine, TrackedShipment, TrackingProvider, TrackingQuery } from './provider.ts';

const HOUR = 3600 * 1000;
const CITIES = [
  '杭州市',
  '广州市',
  '深圳市',
  '上海市',
  '北京市',
  '成都市',
  '武汉市',
  '南京市',
  '西安市',
  '长沙市',
];
const COURIERS = ['王师傅', '李师傅', '张师傅', '刘师傅', '陈师傅'];

interface Step {
  after: number;
  state: TrackingState;
  text: (p: Picks) => string;
  location: (p: Picks) => string;
}

interface Picks {
  from: string;
  to: string;
  courier: string;
  phone: string;
}

const ROUTE: Step[] = [
  { after: 0.5, state: 'collected', text: (p) => `【${p.from}】快件已揽收`, location: (p) => p.from },
  { after: 3, state: 'inTransit', text: (p) => `快件已到达【${p.from}转运中心】`, location: (p) => p.from },
  {
    after: 6,
    state: 'inTransit',
    text: (p) => `快件已从【${p.from}转运中心】发出，下一站【${p.to}转运中心】`,
    location: (p) => p.from,
  },
  { after: 22, state: 'inTransit', text: (p) => `快件已到达【${p.to}转运中心】`, location: (p) => p.to },
  { after: 28, state: 'inTransit', text: (p) => `快件已到达【${p.to}城区营业点】`, location: (p) => p.to },
  {
    after: 31,
    state: 'outForDelivery',
    text: (p) => `快件正在派送中，派件员：${p.courier}，电话：${p.phone}`,
    location: (p) => p.to,
  },
];

const SIGNED: Step = {
  after: 35,
  state: 'signed',
  text: () => '快件已签收，签收人：本人，感谢使用',
  location: (p) => p.to,
};
const PROBLEM: Step = {
  after: 34,
  state: 'problem',
  text: () => '快件派送异常：收件人电话无人接听，将再次派送',
  location: (p) => p.to,
};

/**
 * Made-up but plausible tracking for development and demos: the route and the fate of a parcel
 * (one number in ten runs into a problem) follow from the tracking number, how far it got from the
 * time since shipping. The same number at the same age always reads the same. Refused in production.
 */
export class SandboxTrackingProvider implements TrackingProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly now: () => Date = () => new Date()) {}

  async track(query: TrackingQuery): Promise<TrackedShipment> {
    const hash = createHash('sha256').update(`${query.expressCode}|${query.trackingNo}`).digest();
    const pick = <T>(list: readonly T[], byte: number) => list[hash[byte]! % list.length]!;
    const from = pick(CITIES, 0);
    const to = CITIES.filter((c) => c !== from)[hash[1]! % (CITIES.length - 1)]!;
    const picks: Picks = {
      from,
      to,
      courier: pick(COURIERS, 2),
      phone: `1390000${String(hash.readUInt16BE(3) % 10000).padStart(4, '0')}`,
    };
    const now = this.now();
    // Without a shipping time, the number itself says how long ago it was shipped (up to four days).
    const shippedAt = query.shippedAt ?? new Date(now.getTime() - (hash.readUInt16BE(5) % 96) * HOUR);
    const steps = [...ROUTE, hash[7]! % 10 === 0 ? PROBLEM : SIGNED];
    const reached = steps.filter((s) => shippedAt.getTime() + s.after * HOUR <= now.getTime());
    const traces: TraceLine[] = reached
      .map((s) => ({
        time: new Date(shippedAt.getTime() + s.after * HOUR),
        text: s.text(picks),
        location: s.location(picks),
      }))
      .reverse();
    return { state: reached.at(-1)?.state ?? 'none', traces };
  }
}
