import type { DictDetail } from './api.ts';

export interface DictOption {
  value: string;
  label: string;
}

type LabelSource = Pick<DictDetail, 'label' | 'labelEn'>;

/**
 * The entry's text in the interface language: the English label when English and filled in.
 * @internal
 */
export function dictLabel(item: LabelSource, language: string): string {
  return language.startsWith('en') && item.labelEn.trim() !== '' ? item.labelEn : item.label;
}

export function dictOptions(items: readonly DictDetail[], language: string): DictOption[] {
  return items.map((item) => ({ value: item.value, label: dictLabel(item, language) }));
}

/** Looks a stored value (number or string) up; unknown values show as they are, empty as ''. */
export function dictLookup(
  options: readonly DictOption[],
): (value: string | number | null | undefined) => string {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return (value) => {
    if (value === null || value === undefined) return '';
    const key = String(value);
    return byValue.get(key) ?? key;
  };
}
