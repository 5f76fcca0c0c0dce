import { type FormEvent, useState } from 'react';
import { RequestError } from '../../request.ts';
import { Field } from '../../ui/Field.tsx';
import { FormError } from '../../ui/FormError.tsx';
import type { Address, AddressInput, Region } from './api.ts';
import { RegionPicker, type RegionValue } from './RegionPicker.tsx';
import { ct } from './texts.ts';

interface AddressFormProps {
  /** The address edited; null for a new one. */
  initial: Address | null;
  onSave(input: AddressInput): Promise<void>;
  loadRegions(pid: number): Promise<Region[]>;
}

type Errors = Partial<Record<'name' | 'phone' | 'region' | 'detail' | 'form', string>>;

const REGION_FIELDS = ['provinceId', 'cityId', 'districtId'];

/** Errors the server named, each at its field (the region's three ids at the region picker). */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof RequestError)) return { form: String(error) };
  const fields = error.fields;
  const region = REGION_FIELDS.map((f) => fields[f]).find(Boolean);
  const named: Errors = {
    name: fields.name,
    phone: fields.phone,
    detail: fields.detail,
    region,
  };
  const atAField = Object.values(named).some(Boolean);
  return atAField ? named : { form: error.message };
}

/** A new or edited address: who, phone, region (the server's region data), street, default. */
export function AddressForm({ initial, onSave, loadRegions }: AddressFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [region, setRegion] = useState<RegionValue>({
    provinceId: initial?.provinceId ?? null,
    cityId: initial?.cityId ?? null,
    districtId: initial?.districtId ?? null,
  });
  const [detail, setDetail] = useState(initial?.detail ?? '');
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  /** A field's message goes once the shopper changes it. */
  const edit =
    <T,>(field: keyof Errors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((now) => ({ ...now, [field]: undefined }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missing: Errors = {
      name: name.trim() ? undefined : ct.required,
      phone: phone.trim() ? undefined : ct.required,
      region: region.provinceId && region.cityId ? undefined : ct.required,
      detail: detail.trim() ? undefined : ct.required,
    };
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    setSaving(true);
    try {
      await onSave({
        name: name.trim(),
        phone: phone.trim(),
        provinceId: region.provinceId!,
        cityId: region.cityId!,
        districtId: region.districtId,
        detail: detail.trim(),
        isDefault,
      });
    } catch (error) {
      setErrors(serverErrors(error));
      setSaving(false);
    }
  };

  return (
    <form className="sf-form" onSubmit={submit} noValidate data-testid="sf-address-form">
      <Field
        label={ct.consignee}
        value={name}
        onChange={edit('name', setName)}
        placeholder={ct.consigneePlaceholder}
        autoComplete="name"
        maxLength={30}
        error={errors.name}
      />
      <Field
        label={ct.phone}
        value={phone}
        onChange={edit('phone', setPhone)}
        placeholder={ct.phonePlaceholder}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        error={errors.phone}
      />
      <RegionPicker
        value={region}
        onChange={edit('region', setRegion)}
        load={loadRegions}
        error={errors.region}
      />
      <Field
        label={ct.detail}
        value={detail}
        onChange={edit('detail', setDetail)}
        placeholder={ct.detailPlaceholder}
        autoComplete="street-address"
        maxLength={200}
        error={errors.detail}
      />
      <label className="sf-check">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        {ct.setDefault}
      </label>
      <FormError message={errors.form} />
      <button type="submit" className="sf-primary" disabled={saving}>
        {saving ? ct.saving : ct.save}
      </button>
    </form>
  );
}
