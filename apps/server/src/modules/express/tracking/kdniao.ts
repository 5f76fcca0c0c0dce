import { createHash } from 'node:crypto';
import { AppError } from '../../../lib/errors.ts';
import {
  chinaTime,
  newestFirst,
  reasonText,
  type TraceLine,
  type TrackedShipment,
  type TrackingProvider,
  type TrackingQuery,
} from './provider.ts';
import { kdniaoState } from './states.ts';

export interface KdniaoConfig {
  businessId: string;
  appKey: string;
  url: string;
  /** 8001 the instant query, 1002 the trial one. */
  requestType: '8001' | '1002';
}

/**
 * The request's DataSign: Base64 of the lower-case hex MD5 of RequestData + AppKey (the form encodes it).
 * @internal
 */
export const kdniaoSign = (requestData: string, appKey: string) =>
  Buffer.from(
    createHash('md5')
      .update(requestData + appKey)
      .digest('hex'),
  ).toString('base64');

interface KdniaoAnswer {
  Success?: boolean;
  Reason?: string;
  State?: string | number;
  StateEx?: string | number;
  Traces?: { AcceptTime?: string; AcceptStation?: string; Location?: string }[];
}

const TIMEOUT_MS = 8000;

/** Kdniao's instant query (RequestType 8001) over HTTPS, signed with DataSign. */
export class KdniaoProvider implements TrackingProvider {
  readonly name = 'kdniao' as const;
  constructor(
    private readonly cfg: KdniaoConfig,
    private readonly http: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  /** The form fields of a query; SF wants the last four digits of the receiver's phone as CustomerName. */
  form(query: TrackingQuery): URLSearchParams {
    const digits = (query.phone ?? '').replace(/\D/g, '');
    const requestData = JSON.stringify({
      OrderCode: '',
      ShipperCode: query.expressCode,
      LogisticCode: query.trackingNo,
      ...(digits.length >= 4 ? { CustomerName: digits.slice(-4) } : {}),
    });
    return new URLSearchParams({
      RequestData: requestData,
      EBusinessID: this.cfg.businessId,
      RequestType: this.cfg.requestType,
      DataSign: kdniaoSign(requestData, this.cfg.appKey),
      DataType: '2',
    });
  }

  async track(query: TrackingQuery): Promise<TrackedShipment> {
    let answer: KdniaoAnswer;
    let status: number;
    try {
      const res = await this.http(this.cfg.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
          accept: 'application/json',
        },
        body: this.form(query).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      answer = (await res.json().catch(() => ({}))) as KdniaoAnswer;
    } catch {
      throw new AppError(503, 'express.trackingUnavailable');
    }
    if (status !== 200 || answer.Success !== true) {
      throw new AppError(502, 'express.trackingFailed', {
        reason: reasonText(answer.Reason, `kdniao ${status}`),
      });
    }
    const traces = (answer.Traces ?? []).flatMap((line): TraceLine[] => {
      const time = chinaTime(line.AcceptTime ?? '');
      return time && line.AcceptStation
        ? [{ time, text: line.AcceptStation, ...(line.Location ? { location: line.Location } : {}) }]
        : [];
    });
    return { state: kdniaoState(answer.State, answer.StateEx), traces: newestFirst(traces) };
  }
}
