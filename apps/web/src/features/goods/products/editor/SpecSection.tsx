import { Alert, Card, Form, Radio } from 'antd';
import type { SpecOption } from '../../api.ts';
import { DerivedTotals } from './DerivedTotals.tsx';
import type { EditorValues } from './formValues.ts';
import { useEditorT } from './i18n.ts';
import { SkuTable } from './SkuTable.tsx';
import { SpecOptionsEditor } from './SpecOptionsEditor.tsx';
import { SpecTemplateActions } from './SpecTemplateActions.tsx';
import { usableOptions } from './skuMatrix.ts';
import { useSkuSync } from './useSkuSync.ts';

/** Single or multiple specs, the options, and the SKU rows they make. */
export function SpecSection() {
  const t = useEditorT();
  const form = Form.useFormInstance<EditorValues>();
  useSkuSync(form);
  const specType: EditorValues['specType'] | undefined = Form.useWatch('specType', form);
  const specs: SpecOption[] | undefined = Form.useWatch('specs', form);
  const skuCount = (Form.useWatch('skus', { form, preserve: true }) ?? []).length;
  const options = usableOptions(specs);
  const multi = specType === 'multi';

  const applyTemplate = (templateSpecs: SpecOption[]) =>
    form.setFieldValue(
      'specs',
      templateSpecs.map((option) => ({ name: option.name, values: [...option.values] })),
    );

  return (
    <Card
      title={t('sections.specs')}
      extra={<DerivedTotals />}
      data-testid="editor-specs"
      className="hh-editor-specs"
    >
      <Form.Item name="specType" label={t('fields.specType')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'single', label: t('specType.single') },
            { value: 'multi', label: t('specType.multi') },
          ]}
          data-testid="editor-spec-type"
        />
      </Form.Item>
      {multi && (
        <>
          <div className="hh-spec-toolbar">
            <SpecTemplateActions onApply={applyTemplate} />
          </div>
          <SpecOptionsEditor />
        </>
      )}
      {multi && options.length === 0 ? (
        <Alert type="info" showIcon title={t('specs.noMatrix')} data-testid="spec-no-matrix" />
      ) : (
        <>
          {multi && <div className="hh-sku-count">{t('specs.skuCount', { count: skuCount })}</div>}
          <SkuTable optionNames={multi ? options.map((option) => option.name) : []} />
        </>
      )}
    </Card>
  );
}
