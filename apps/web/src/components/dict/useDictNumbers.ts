import type { DictOption } from './labels.ts';
import { useDict } from './useDict.ts';

export interface NumberOption {
  value: number;
  label: string;
}

/** Options of a dictionary whose values are stored as numbers (status, level). */
export const dictNumberOptions = (options: readonly DictOption[]): NumberOption[] =>
  options.map((option) => ({ value: Number(option.value), label: option.label }));

/** A dictionary whose values are stored as numbers, as select options. */
export function useDictNumbers(dictName: string): NumberOption[] {
  return dictNumberOptions(useDict(dictName).options);
}
