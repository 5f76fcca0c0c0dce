import { Form, Input, Select } from 'antd';
import { SortField } from '../../../components/form/SortField.tsx';
import { AddRowButton, RemoveRowButton } from '../../../components/RowButtons.tsx';
import type { SpecOption } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { NameField } from '../NameField.tsx';
import { firstDuplicate, MAX_OPTIONS, MAX_VALUE_LENGTH } from './specForm.ts';

export function SpecFormFields() {
  const t = useCatalogT();
  return (
    <>
      <NameField label={t('spec.name')} maxLength={40} testId="spec-name" />
      <SortField label={t('common.sort')} max={9999} />
      <Form.Item label={t('spec.specs')} extra={t('spec.optionsHint')} className="hh-crud-wide" required>
        <Form.List name="specs">
          {(fields, { add, remove }) => (
            <div className="hh-spec-options" data-testid="spec-options">
              {fields.map((field, index) => (
                <div key={field.key} className="hh-spec-option" data-testid="spec-option">
                  <Form.Item
                    name={[field.name, 'name']}
                    className="hh-spec-option-name"
                    dependencies={fields.map((other) => ['specs', other.name, 'name'])}
                    rules={[
                      { required: true, whitespace: true, message: t('spec.optionNameRequired') },
                      ({ getFieldValue }) => ({
                        validator: (_, value: string | undefined) => {
                          const names = (getFieldValue('specs') as SpecOption[]).map(
                            (option) => option.name ?? '',
                          );
                          const duplicate = firstDuplicate(names);
                          return value && duplicate !== undefined && duplicate === value.trim()
                            ? Promise.reject(new Error(t('spec.optionNameDuplicate')))
                            : Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <Input
                      maxLength={20}
                      placeholder={t('spec.optionNamePlaceholder')}
                      aria-label={`${t('spec.optionName')} ${index + 1}`}
                      data-testid="spec-option-name"
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'values']}
                    className="hh-spec-option-values"
                    rules={[
                      { type: 'array', required: true, min: 1, message: t('spec.valuesRequired') },
                      {
                        validator: (_, values: string[] | undefined) => {
                          if (values?.some((value) => value.trim().length > MAX_VALUE_LENGTH)) {
                            return Promise.reject(new Error(t('spec.valueTooLong')));
                          }
                          return values && firstDuplicate(values) !== undefined
                            ? Promise.reject(new Error(t('spec.valuesDuplicate')))
                            : Promise.resolve();
                        },
                      },
                    ]}
                  >
                    <Select
                      mode="tags"
                      open={false}
                      suffixIcon={null}
                      tokenSeparators={[',', '，']}
                      placeholder={t('spec.valuesPlaceholder')}
                      aria-label={`${t('spec.values')} ${index + 1}`}
                      data-testid="spec-option-values"
                    />
                  </Form.Item>
                  <RemoveRowButton
                    label={t('spec.removeOption')}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                    testId="spec-option-remove"
                  />
                </div>
              ))}
              {fields.length < MAX_OPTIONS && (
                <AddRowButton onClick={() => add({ name: '', values: [] })} testId="spec-option-add">
                  {t('spec.addOption')}
                </AddRowButton>
              )}
            </div>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
