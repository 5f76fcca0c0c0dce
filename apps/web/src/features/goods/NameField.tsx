import type { InputProps } from 'antd';
import { TextField } from '../../components/form/TextField.tsx';
import { useCatalogT } from './catalogI18n.ts';

interface NameFieldProps {
  label: string;
  maxLength: number;
  testId: string;
  input?: Omit<InputProps, 'maxLength'>;
}

/** The name of a catalog record (category, spec, freight template): required, not blank. */
export function NameField({ label, maxLength, testId, input }: NameFieldProps) {
  const t = useCatalogT();
  return (
    <TextField
      name="name"
      label={label}
      required={t('common.nameRequired')}
      maxLength={maxLength}
      input={input}
      testId={testId}
    />
  );
}
