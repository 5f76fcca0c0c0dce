import { createHash } from 'node:crypto';
import { FormPostProvider, type TrackedShipment, type TrackingQuery, traceLine } from './provider.ts';
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

/** Kdniao's instant query (RequestType 8001) over HTTPS, signed with DataSign. */
export class KdniaoProvider extends FormPostProvider<KdniaoConfig, KdniaoAnswer> {
  readonly name = 'kdniao' as const;
  protected readonly contentType = 'application/x-www-form-urlencoded;charset=utf-8';

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

  protected read(status: number, answer: KdniaoAnswer): TrackedShipment {
    if (status !== 200 || answer.Success !== true) throw this.refused(answer.Reason, `kdniao ${status}`);
    const traces = (answer.Traces ?? []).flatMap((line) =>
      traceLine(line.AcceptTime ?? '', line.AcceptStation, line.Location),
    );
    return { state: kdniaoState(answer.State, answer.StateEx), traces };
  }
}
