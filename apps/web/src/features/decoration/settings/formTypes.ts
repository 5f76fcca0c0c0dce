import type { DecoComponentType } from '@hh/shared';
import type { Of } from '../types.ts';

/** What each kind's settings form receives; `group` joins typing in one field into one undo step. */
export interface FormProps<T extends DecoComponentType> {
  component: Of<T>;
  onChange(next: Of<T>, group?: string): void;
}
