import { type goodsSpecsContract, specTemplateRow, type Wire } from '@hh/shared';
import type { CrudResource } from '../../../components/crud/types.ts';
import type { QueryParams } from '../../../http/client.ts';
import { SPEC_TEMPLATE_URL, type SpecOption, type SpecTemplate } from '../api.ts';

export const MAX_OPTIONS = 3;
export const MAX_VALUE_LENGTH = 30;

export interface SpecQuery {
  blurry?: string;
}

export interface SpecForm {
  name: string;
  sort: number;
  specs: SpecOption[];
}

/** @internal */
export type SpecBody = Wire<typeof goodsSpecsContract.create>;

const specParams = (query: SpecQuery): QueryParams => ({ blurry: query.blurry?.trim() || undefined });

/** @internal */
export const emptySpecForm = (): SpecForm => ({ name: '', sort: 0, specs: [{ name: '', values: [] }] });

/** @internal */
export const specToForm = (row: SpecTemplate): SpecForm => ({
  name: row.name,
  sort: row.sort,
  specs: row.specs.map((option) => ({ name: option.name, values: [...option.values] })),
});

/**
 * Trimmed names and values, blank values dropped.
 * @internal
 */
export const specToBody = (form: SpecForm): SpecBody => ({
  name: form.name.trim(),
  sort: form.sort ?? 0,
  specs: form.specs.map((option) => ({
    name: option.name.trim(),
    values: option.values.map((value) => value.trim()).filter(Boolean),
  })),
});

/** One option as the list shows it: `颜色: 红/蓝`. */
export const optionLabel = (option: SpecOption): string => `${option.name}: ${option.values.join('/')}`;

/** The first text that occurs twice (after trimming), if any. */
export function firstDuplicate(texts: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const text of texts.map((item) => item.trim())) {
    if (seen.has(text)) return text;
    seen.add(text);
  }
  return undefined;
}

export const specResource: CrudResource<SpecTemplate, SpecForm, SpecQuery> = {
  url: SPEC_TEMPLATE_URL,
  row: specTemplateRow,
  defaultQuery: {},
  toParams: specParams,
  emptyForm: emptySpecForm,
  toForm: specToForm,
  toBody: specToBody,
};
