import { Form, Input, Select } from 'antd';
import { AddRowButton, RemoveRowButton } from '../../../../components/RowButtons.tsx';
import type { SpecOption } from '../../api.ts';
import { useEditorT } from './i18n.ts';
import { MAX_SPEC_OPTIONS, SPEC_KEY_SEPARATOR } from './skuMatrix.ts';

/** Up to three options, each a name and its values typed as tags (a comma also separates values). */
export function SpecOptionsEditor() {
  const t = useEditorT();
  return (
    <Form.List
      name="specs"
      rules={[
        {
          validator: (_rule, value: SpecOption[] | undefined) =>
            value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('specs.noMatrix'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="hh-editor-options" data-testid="spec-options">
          {fields.map((field, position) => (
            <div key={field.key} className="hh-editor-option" data-testid="spec-option">
              <Form.Item
                name={[field.name, 'name']}
                label={t('specs.option')}
                className="hh-editor-option-name"
                dependencies={fields
                  .filter((other) => other.key !== field.key)
                  .map((other) => ['specs', other.name, 'name'])}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('rules.required', { field: t('specs.option') }),
                  },
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) => {
                      const names = ((getFieldValue('specs') as SpecOption[] | undefined) ?? []).map(
                        (option) => option?.name?.trim(),
                      );
                      const name = value?.trim();
                      return name && names.filter((other) => other === name).length > 1
                        ? Promise.reject(new Error(t('specs.duplicateName')))
                        : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input
                  maxLength={20}
                  placeholder={t('specs.optionPlaceholder')}
                  data-testid="spec-option-name"
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'values']}
                label={t('specs.values')}
                className="hh-editor-option-values"
                rules={[
                  { required: true, type: 'array', min: 1, message: t('rules.values') },
                  {
                    validator: (_rule, value: string[] | undefined) =>
                      (value ?? []).some((item) => item.includes(SPEC_KEY_SEPARATOR))
                        ? Promise.reject(new Error(t('specs.comma')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Select
                  mode="tags"
                  open={false}
                  suffixIcon={null}
                  tokenSeparators={[SPEC_KEY_SEPARATOR, '，']}
                  placeholder={t('specs.valuesPlaceholder')}
                  maxCount={30}
                  data-testid="spec-option-values"
                />
              </Form.Item>
              <RemoveRowButton
                label={t('specs.removeOption')}
                titled
                className="hh-editor-option-remove"
                onClick={() => remove(position)}
                testId="spec-option-remove"
              />
            </div>
          ))}
          <AddRowButton
            disabled={fields.length >= MAX_SPEC_OPTIONS}
            onClick={() => add({ name: '', values: [] })}
            testId="spec-option-add"
          >
            {fields.length >= MAX_SPEC_OPTIONS
              ? t('specs.maxOptions', { max: MAX_SPEC_OPTIONS })
              : t('specs.addOption')}
          </AddRowButton>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
