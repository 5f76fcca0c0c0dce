import { Cascader } from 'antd';
import { useRegionT } from './i18n.ts';
import { type RegionOption, useRegionOptions } from './useRegionOptions.ts';

export interface RegionCascaderProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Shown until the saved chain has loaded (the record's `regionName`). */
  savedName?: string | null;
}

function chainLabels(options: RegionOption[], path: readonly number[]): string[] | undefined {
  const labels: string[] = [];
  let level: RegionOption[] | undefined = options;
  for (const id of path) {
    const found: RegionOption | undefined = level?.find((option) => option.value === id);
    if (!found) return undefined;
    labels.push(found.label);
    level = found.children;
  }
  return labels;
}

/** Province → city → district, each level loaded when opened; any level can be the final choice. */
export function RegionCascader({ id, value, onChange, savedName }: RegionCascaderProps) {
  const t = useRegionT();
  const { options, loading, open } = useRegionOptions(value);
  return (
    <Cascader<RegionOption>
      id={id}
      data-testid="region-cascader"
      options={options}
      value={value}
      loading={loading}
      changeOnSelect
      allowClear
      placeholder={t('placeholder')}
      loadData={(selected) => {
        const last = selected.at(-1);
        if (last) open(last.value);
      }}
      displayRender={(labels) =>
        (chainLabels(options, value ?? []) ?? (savedName ? [savedName] : labels)).join(' / ')
      }
      onChange={(next) => onChange?.((next ?? []).map(Number))}
    />
  );
}
