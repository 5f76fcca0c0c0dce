import { createHash } from 'node:crypto';
import { FormPostProvider, type TrackedShipment, type TrackingQuery, traceLine } from './provider.ts';
import { kuaidi100State } from './states.ts';

export interface Kuaidi100Config {
  customer: string;
  key: string;
  url: string;
}

/** Kuaidi100's company codes for the Kdniao codes the shops use; any other code is sent in lower case. */
const KUAIDI100_CODES: Record<string, string> = {
  SF: 'shunfeng',
  ZTO: 'zhongtong',
  YTO: 'yuantong',
  YD: 'yunda',
  STO: 'shentong',
  JD: 'jd',
  EMS: 'ems',
  YZPY: 'youzhengguonei',
  JTSD: 'jtexpress',
  DBL: 'debangkuaidi',
  HTKY: 'huitongkuaidi',
  ZJS: 'zhaijisong',
  ANE: 'annengwuliu',
  KYSY: 'kuayue',
};

/** @internal */
export const kuaidi100Code = (expressCode: string) =>
  KUAIDI100_CODES[expressCode.toUpperCase()] ?? expressCode.toLowerCase();

/**
 * The request's sign: MD5(param + key + customer), upper-case hex.
 * @internal
 */
export const kuaidi100Sign = (param: string, key: string, customer: string) =>
  createHash('md5')
    .update(param + key + customer)
    .digest('hex')
    .toUpperCase();

interface Kuaidi100Answer {
  result?: boolean;
  returnCode?: string;
  message?: string;
  state?: string;
  data?: { time?: string; ftime?: string; context?: string; areaName?: string; location?: string }[];
}

/** "查询无结果，请隔段时间再查": the number is known to nobody yet, not a failure. */
const NO_RESULT = '500';

/** Kuaidi100's real-time query (`poll/query.do`): a signed form POST over HTTPS. */
export class Kuaidi100Provider extends FormPostProvider<Kuaidi100Config, Kuaidi100Answer> {
  readonly name = 'kuaidi100' as const;
  protected readonly contentType = 'application/x-www-form-urlencoded';

  /** The form fields of a query: customer, param (JSON) and sign. */
  form(query: TrackingQuery): URLSearchParams {
    const param = JSON.stringify({
      com: kuaidi100Code(query.expressCode),
      num: query.trackingNo,
      ...(query.phone ? { phone: query.phone } : {}),
      resultv2: '1',
      show: '0',
      order: 'desc',
    });
    return new URLSearchParams({
      customer: this.cfg.customer,
      param,
      sign: kuaidi100Sign(param, this.cfg.key, this.cfg.customer),
    });
  }

  protected read(status: number, answer: Kuaidi100Answer): TrackedShipment {
    if (answer.returnCode === NO_RESULT) return { state: 'none', traces: [] };
    if (status !== 200 || answer.result === false || !Array.isArray(answer.data)) {
      throw this.refused(answer.message, `kuaidi100 ${answer.returnCode ?? status}`);
    }
    const traces = answer.data.flatMap((line) =>
      traceLine(line.ftime ?? line.time ?? '', line.context, line.areaName ?? line.location),
    );
    return { state: kuaidi100State(answer.state, traces.length > 0), traces };
  }
}
