import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { useProvinces } from '../../../components/region/useProvinces.ts';
import { quietly } from '../../../lib/quietly.ts';
import { useSession } from '../../../session/state.ts';
import { fetchFreightTemplates } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { FreightResult } from './FreightResult.tsx';
import { type CalculateResult, type ChargeBy, calculateFreight } from './freightApi.ts';
import { MONEY, positive, validUnits } from './freightForm.ts';

interface CalculatorValues {
  templateId?: number;
  regionId?: number;
  quantity: number;
  units?: string;
  amount: string;
}

interface FreightCalculatorProps {
  open: boolean;
  /** The template to start with (from a row), if any. */
  templateId: number | undefined;
  onClose(): void;
}

const START: CalculatorValues = { quantity: 1, units: '', amount: '0' };

/** Tries a template: province, quantity (and total weight or volume), order amount → the freight. */
export function FreightCalculator({ open, templateId, onClose }: FreightCalculatorProps) {
  const t = useCatalogT();
  const [form] = Form.useForm<CalculatorValues>();
  const provinces = useProvinces();
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const templates = useQuery({
    queryKey: ['goodsCatalog', companyId, 'freightTemplates'],
    queryFn: fetchFreightTemplates,
    enabled: open,
    staleTime: 0,
  });
  const [result, setResult] = useState<CalculateResult | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = Form.useWatch('templateId', form);
  const chargeBy: ChargeBy =
    templates.data?.content.find((template) => template.id === chosen)?.chargeBy ?? 'piece';

  useEffect(() => {
    if (open && templateId !== undefined) {
      form.setFieldsValue({ templateId });
      setResult(null);
    }
  }, [open, templateId, form]);

  const calculate = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      setResult(
        await calculateFreight({
          templateId: values.templateId ?? 0,
          regionId: values.regionId ?? 0,
          quantity: values.quantity,
          ...(chargeBy === 'piece' ? {} : { units: values.units?.trim() }),
          amount: values.amount.trim() || '0',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('freight.calc.title')}
      size={420}
      forceRender
      className="hh-freight-calculator"
      data-testid="freight-calculator"
    >
      <Form
        form={form}
        name="goods-freight-calculator"
        layout="vertical"
        initialValues={START}
        onValuesChange={() => setResult(null)}
        onFinish={() => quietly(calculate())}
      >
        <Form.Item
          name="templateId"
          label={t('freight.calc.template')}
          rules={[{ required: true, message: t('freight.calc.templatePlaceholder') }]}
        >
          <Select
            loading={templates.isLoading}
            placeholder={t('freight.calc.templatePlaceholder')}
            options={templates.data?.content.map((template) => ({
              value: template.id,
              label: template.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="freight-calc-template"
          />
        </Form.Item>
        <Form.Item
          name="regionId"
          label={t('freight.calc.province')}
          rules={[{ required: true, message: t('freight.calc.provincePlaceholder') }]}
        >
          <Select
            loading={provinces.loading}
            placeholder={t('freight.calc.provincePlaceholder')}
            options={provinces.options}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="freight-calc-province"
          />
        </Form.Item>
        <NumberField
          name="quantity"
          label={t('freight.calc.quantity')}
          rules={[{ required: true, message: t('freight.validation.countInvalid') }]}
          min={1}
          max={100000}
          full
          testId="freight-calc-quantity"
        />
        {chargeBy !== 'piece' && (
          <Form.Item
            name="units"
            label={t(`freight.calc.units.${chargeBy}`)}
            rules={[
              { required: true, whitespace: true, message: t('freight.validation.required') },
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || (validUnits(chargeBy, value) && positive(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('freight.validation.units'))),
              },
            ]}
          >
            <Input suffix={t(`freight.unit.${chargeBy}`)} data-testid="freight-calc-units" />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('freight.calc.amount')}
          rules={[{ pattern: MONEY, message: t('freight.validation.money') }]}
        >
          <Input prefix="¥" data-testid="freight-calc-amount" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block data-testid="freight-calc-submit">
          {t('freight.calc.submit')}
        </Button>
      </Form>
      {result && <FreightResult result={result} chargeBy={chargeBy} nameOf={provinces.nameOf} />}
    </Drawer>
  );
}
