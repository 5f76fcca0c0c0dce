import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { DictFilterItem } from '../../components/dict/DictFilterItem.tsx';
import { useDealersT } from './i18n.ts';

export function DealerQueryFields() {
  const t = useDealersT();
  return (
    <>
      <BlurryField placeholder={t('dealer.blurry')} testId="dealer-query-blurry" />
      <DictFilterItem
        name="level"
        dict="dealer_level"
        placeholder={t('dealer.levelAll')}
        testId="dealer-query-level"
      />
      <DictFilterItem
        name="status"
        dict="dealer_status"
        placeholder={t('status.all')}
        testId="dealer-query-status"
      />
    </>
  );
}
