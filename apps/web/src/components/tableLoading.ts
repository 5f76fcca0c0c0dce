import { SPIN_DELAY_MS } from '@hh/shared';

/** A table's `loading`: the spinner appears only after the spec's short delay. */
export const tableLoading = (spinning: boolean) => ({ spinning, delay: SPIN_DELAY_MS });
