import type { TrackingState } from '@hh/shared';

/**
 * Kdniao's State / StateEx (reference §6): 0 no trace, 10 waiting for pickup; 1 collected; 2 in
 * transit (201 at the destination city, 204-206 at hubs and outlets, 202 out for delivery, 211 in a
 * locker or station); 3 signed (301, 302, 304, 311); 4 problem (401 no info … 423 out of area);
 * 5 forwarded and 6 customs (604 customs exception).
 */
export function kdniaoState(state: string | number | undefined, stateEx?: string | number): TrackingState {
  const detailed = String(stateEx ?? '').trim();
  if (detailed === '202' || detailed === '211') return 'outForDelivery';
  if (detailed === '604') return 'problem';
  const code = detailed || String(state ?? '').trim();
  if (code === '10') return 'none';
  switch (code.charAt(0)) {
    case '1':
      return 'collected';
    case '2':
    case '5':
    case '6':
      return 'inTransit';
    case '3':
      return 'signed';
    case '4':
      return 'problem';
    default:
      return 'none';
  }
}

/**
 * Kuaidi100's `state`: 0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投, 8/10/11/12 清关,
 * 13 清关异常, 14 拒签; the detailed codes (101 已下单 … 501 投柜或驿站) start with their main state,
 * except 1001-1003 (到达派件城市, 干线, 转递), which are in transit.
 */
export function kuaidi100State(state: string | number | undefined, hasTraces: boolean): TrackingState {
  const code = String(state ?? '').trim();
  const main: Record<string, TrackingState> = {
    '0': 'inTransit',
    '1': 'collected',
    '2': 'problem',
    '3': 'signed',
    '4': 'problem',
    '5': 'outForDelivery',
    '6': 'problem',
    '7': 'inTransit',
    '8': 'inTransit',
    '10': 'inTransit',
    '11': 'inTransit',
    '12': 'inTransit',
    '13': 'problem',
    '14': 'problem',
  };
  if (/^100\d$/.test(code)) return 'inTransit';
  const found = main[code] ?? (code.length === 3 ? main[code.charAt(0)] : undefined);
  return found ?? (hasTraces ? 'inTransit' : 'none');
}
