import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import type { SpecOption } from '../../api.ts';
import type { EditorValues } from './formValues.ts';
import { type SkuValues, syncedSkus } from './skuMatrix.ts';

/** Keeps the SKU rows in step with the spec type and options, however they were changed. */
export function useSkuSync(form: FormInstance<EditorValues>) {
  const specType: EditorValues['specType'] | undefined = Form.useWatch('specType', form);
  const specs: SpecOption[] | undefined = Form.useWatch('specs', form);
  useEffect(() => {
    if (!specType) return;
    const current = (form.getFieldValue('skus') as SkuValues[] | undefined) ?? [];
    const next = syncedSkus(specType, specs, current);
    if (next) form.setFieldValue('skus', next);
  }, [form, specType, specs]);
}
