import type { Dayjs } from 'dayjs';
import type { QueryParams } from '../../http/client.ts';

export interface StaffQuery {
  blurry?: string;
  createTime?: [Dayjs, Dayjs] | null;
  enabled?: 'true' | 'false';
}

export function staffParams(query: StaffQuery): QueryParams {
  const range = query.createTime;
  return {
    blurry: query.blurry?.trim(),
    enabled: query.enabled,
    createTime: range
      ? [range[0].startOf('day').toISOString(), range[1].endOf('day').toISOString()]
      : undefined,
  };
}
