import { formatMoney } from '@hh/shared';
import { Descriptions, Tag } from 'antd';
import { useCatalogT } from '../catalogI18n.ts';
import type { CalculateResult, ChargeBy } from './freightApi.ts';

interface FreightResultProps {
  result: CalculateResult;
  chargeBy: ChargeBy;
  nameOf(id: number): string;
}

/** The calculated freight (two decimals from the server), free shipping, and the rule that applied. */
export function FreightResult({ result, chargeBy, nameOf }: FreightResultProps) {
  const t = useCatalogT();
  const { rule } = result;
  return (
    <div className="hh-freight-result" data-testid="freight-calc-result">
      <div className="hh-freight-fee">
        <span className="hh-freight-fee-label">{t('freight.calc.fee')}</span>
        <span className="hh-freight-fee-value" data-testid="freight-calc-fee">
          {t('freight.calc.money', { value: result.fee })}
        </span>
        {result.free && (
          <Tag color="green" data-testid="freight-calc-free">
            {t('freight.calc.free')}
          </Tag>
        )}
      </div>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('freight.calc.rule')}>
          {rule
            ? rule.regionIds.length > 0
              ? rule.regionIds.map(nameOf).join('、')
              : t('freight.allOtherRegions')
            : t('freight.calc.noRule')}
        </Descriptions.Item>
        {rule && (
          <>
            <Descriptions.Item label={t(`freight.first.${chargeBy}`)}>
              {rule.first} / {t('freight.calc.money', { value: formatMoney(rule.firstPrice) })}
            </Descriptions.Item>
            <Descriptions.Item label={t(`freight.additional.${chargeBy}`)}>
              {rule.additional} / {t('freight.calc.money', { value: formatMoney(rule.additionalPrice) })}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
    </div>
  );
}
