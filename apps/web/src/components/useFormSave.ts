import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../http/fieldErrors.ts';

/**
 * The submit of a form that stays open after saving: `saving` while the request runs, and a refusal's
 * field errors put on the fields (then the http client's notice stays away; other failures it reports).
 */
export function useFormSave<V>(form: FormInstance<V>, save: (values: V) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
