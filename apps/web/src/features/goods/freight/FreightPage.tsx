import { CalculatorOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { CrudPage } from '../../../components/crud/CrudPage.tsx';
import { useCatalogT } from '../catalogI18n.ts';
import { FreightCalculator } from './FreightCalculator.tsx';
import { FreightFormFields } from './FreightFormFields.tsx';
import { freightColumns } from './freightColumns.tsx';
import { freightResource } from './freightForm.ts';
import '../catalog.css';
import { BlurryField } from '../../../components/crud/BlurryField.tsx';

interface Calculator {
  open: boolean;
  templateId?: number;
}

/** `goods/freight/index`: freight templates with their region rules, and a calculator to try them. */
export default function FreightPage() {
  const t = useCatalogT();
  const [calculator, setCalculator] = useState<Calculator>({ open: false });
  return (
    <CrudPage
      testId="freight-page"
      area="freight"
      config={{ ...freightResource, title: t('freight.title'), item: t('freight.item') }}
      columns={freightColumns(t)}
      queryFields={<BlurryField placeholder={t('common.blurry')} testId="freight-query-blurry" />}
      formFields={<FreightFormFields />}
      dialogWidth={1000}
      toolbarExtra={
        <Button
          icon={<CalculatorOutlined />}
          onClick={() => setCalculator({ open: true })}
          data-testid="freight-calc-open"
        >
          {t('freight.calc.open')}
        </Button>
      }
      rowActions={(row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setCalculator({ open: true, templateId: row.id })}
          data-testid="freight-calc-row"
        >
          {t('freight.calc.row')}
        </Button>
      )}
    >
      <FreightCalculator
        open={calculator.open}
        templateId={calculator.templateId}
        onClose={() => setCalculator({ open: false })}
      />
    </CrudPage>
  );
}
