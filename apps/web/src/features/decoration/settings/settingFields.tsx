import type { DecoLink } from '@hh/shared';
import { Input, InputNumber, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import { DecoLinkField } from '../link/DecoLinkField.tsx';
import { ColorField, Field, PictureField } from './fields.tsx';

/** What a setting edits: a component (or one entry of its list, `path` `items.2.`) and how it changes. */
export interface Edited<C> {
  component: C;
  onChange(next: C, group?: string): void;
  /** The contract path before the key, for an entry's problems. */
  path?: string;
}

type KeyOf<C, V> = { [K in keyof C]-?: C[K] extends V ? K : never }[keyof C] & string;

interface SettingProps<C, V> {
  of: Edited<C>;
  name: KeyOf<C, V>;
  label: string;
}

/** The component with `name` set; `grouped` joins the edits of one field into one undo step. */
function set<C, V>(of: Edited<C>, name: KeyOf<C, V>, value: V, grouped = false) {
  of.onChange({ ...of.component, [name]: value }, grouped ? name : undefined);
}

const at = <C,>(of: Edited<C>, name: string) => `${of.path ?? ''}${name}`;

interface TextSettingProps<C> extends SettingProps<C, string> {
  maxLength: number;
  required?: boolean;
  showCount?: boolean;
  extra?: ReactNode;
  testId?: string;
}

export function TextSetting<C>({
  of,
  name,
  label,
  maxLength,
  required,
  showCount,
  extra,
  testId,
}: TextSettingProps<C>) {
  return (
    <Field label={label} field={at(of, name)} required={required} extra={extra}>
      <Input
        value={of.component[name] as string}
        maxLength={maxLength}
        showCount={showCount}
        onChange={(e) => set(of, name, e.target.value, true)}
        data-testid={testId}
      />
    </Field>
  );
}

interface NumberSettingProps<C> extends SettingProps<C, number> {
  min: number;
  max: number;
  /** The unit after the input (`px`). */
  unit?: string;
}

/** A whole number; an emptied input keeps the last value. */
export function NumberSetting<C>({ of, name, label, min, max, unit }: NumberSettingProps<C>) {
  return (
    <Field label={label} field={at(of, name)}>
      <InputNumber
        min={min}
        max={max}
        precision={0}
        addonAfter={unit}
        value={of.component[name] as number}
        onChange={(value) => value !== null && set(of, name, value, true)}
      />
    </Field>
  );
}

export function SwitchSetting<C>({ of, name, label }: SettingProps<C, boolean>) {
  return (
    <Field label={label}>
      <Switch checked={of.component[name] as boolean} onChange={(checked) => set(of, name, checked)} />
    </Field>
  );
}

interface ChoiceSettingProps<C, V extends string | number> extends SettingProps<C, V> {
  options: readonly V[] | readonly { value: V; label: string }[];
  testId?: string;
}

/** One of a few values, as buttons. */
export function ChoiceSetting<C, V extends string | number>({
  of,
  name,
  label,
  options,
  testId,
}: ChoiceSettingProps<C, V>) {
  return (
    <Field label={label}>
      <Radio.Group
        optionType="button"
        value={of.component[name]}
        onChange={(e) => set(of, name, e.target.value as V)}
        options={[...options]}
        data-testid={testId}
      />
    </Field>
  );
}

export function ColorSetting<C>({ of, name, label }: SettingProps<C, string>) {
  return (
    <Field label={label}>
      <ColorField value={of.component[name] as string} onChange={(color) => set(of, name, color, true)} />
    </Field>
  );
}

interface PictureSettingProps<C> extends SettingProps<C, string | null> {
  /** Required: a removed picture leaves an empty address (the contract's string), not null. */
  required?: boolean;
  kind?: 'image' | 'video';
}

export function PictureSetting<C>({ of, name, label, required, kind }: PictureSettingProps<C>) {
  return (
    <Field label={label} field={at(of, name)} required={required}>
      <PictureField
        kind={kind}
        value={of.component[name] as string | null}
        onChange={(url) => set(of, name, required ? (url ?? '') : url)}
      />
    </Field>
  );
}

export function LinkSetting<C>({ of, name, label }: SettingProps<C, DecoLink | null>) {
  return (
    <Field label={label} field={at(of, name)}>
      <DecoLinkField value={of.component[name] as DecoLink | null} onChange={(link) => set(of, name, link)} />
    </Field>
  );
}
