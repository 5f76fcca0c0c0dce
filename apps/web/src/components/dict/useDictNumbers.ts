import { useDict } from './useDict.ts';

export interface NumberOption {
  value: number;
  label: string;
}

/** A dictionary whose values are stored as numbers (status, level), as select options. */
export function useDictNumbers(dictName: string): NumberOption[] {
  return useDict(dictName).options.map((option) => ({ value: Number(option.value), label: option.label }));
}
