import { useEffect, useId, useState } from 'react';
import type { Region } from './api.ts';
import { ct } from './texts.ts';

export interface RegionValue {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

interface RegionPickerProps {
  value: RegionValue;
  onChange(value: RegionValue): void;
  /** The regions under a parent (0: the provinces): the server's region data. */
  load(pid: number): Promise<Region[]>;
  error?: string | undefined;
}

/** Province, city and district as three native selects (the phone's own wheel), each list loaded on demand. */
export function RegionPicker({ value, onChange, load, error }: RegionPickerProps) {
  const id = useId();
  const provinces = useRegions(0, load);
  const cities = useRegions(value.provinceId, load);
  const districts = useRegions(value.cityId, load);
  return (
    <fieldset
      className={`sf-field sf-region${error ? ' sf-field-bad' : ''}`}
      aria-describedby={error ? `${id}-message` : undefined}
    >
      <legend>{ct.region}</legend>
      <div className="sf-field-line">
        <RegionSelect
          label={ct.province}
          options={provinces}
          value={value.provinceId}
          onChange={(provinceId) => onChange({ provinceId, cityId: null, districtId: null })}
        />
        <RegionSelect
          label={ct.city}
          options={cities}
          value={value.cityId}
          onChange={(cityId) => onChange({ ...value, cityId, districtId: null })}
        />
        {value.cityId === null || districts.length ? (
          <RegionSelect
            label={ct.district}
            options={districts}
            value={value.districtId}
            onChange={(districtId) => onChange({ ...value, districtId })}
          />
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-message`} className="sf-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function useRegions(pid: number | null, load: (pid: number) => Promise<Region[]>): Region[] {
  const [loaded, setLoaded] = useState<{ pid: number; regions: Region[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent id names the list
  useEffect(() => {
    if (pid === null) return;
    let live = true;
    load(pid).then(
      (regions) => live && setLoaded({ pid, regions }),
      () => live && setLoaded({ pid, regions: [] }),
    );
    return () => {
      live = false;
    };
  }, [pid]);
  return pid !== null && loaded?.pid === pid ? loaded.regions : [];
}

function RegionSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Region[];
  value: number | null;
  onChange(id: number | null): void;
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={options.length === 0}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      <option value="">{label}</option>
      {options.map((region) => (
        <option key={region.id} value={region.id}>
          {region.name}
        </option>
      ))}
    </select>
  );
}
