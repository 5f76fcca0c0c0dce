import type { logRow, Wire } from '@hh/shared';

export type LogRow = Wire<typeof logRow>;
