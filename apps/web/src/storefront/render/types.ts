import type { DecoComponent, DecoComponentType } from '@hh/shared';

export type Of<T extends DecoComponentType> = Extract<DecoComponent, { type: T }>;

/** What each component renderer receives: its settings, and whether it shows above the fold. */
export interface KindProps<T extends DecoComponentType> {
  component: Of<T>;
  aboveFold: boolean;
}
