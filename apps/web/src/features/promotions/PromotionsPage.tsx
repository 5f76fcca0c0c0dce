import { PROMOTION_KINDS, PROMOTION_STATES } from '@hh/shared';
import { Form, Select } from 'antd';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { promotionResource } from './api.ts';
import { promotionColumns } from './columns.tsx';
import { usePromotionsT } from './i18n.ts';
import { PromotionFormFields } from './PromotionFormFields.tsx';

const permissions = {
  add: guard('promotion:add'),
  edit: guard('promotion:edit'),
  del: guard('promotion:delete'),
};

/** Marketing › 满减满折: the shop's full-reduction rules with their state, and their add/edit dialog. */
export default function PromotionsPage() {
  const t = usePromotionsT();
  const crud = useCrud({ ...promotionResource, title: t('title'), item: t('item') });
  const canEdit = usePermission(permissions.edit);
  return (
    <div data-testid="promotions-page">
      <CrudList
        crud={crud}
        permissions={permissions}
        columns={promotionColumns(t, { canEdit, onChanged: crud.refresh })}
        queryFields={
          <>
            <BlurryField placeholder={t('field.blurry')} testId="promotion-blurry" />
            <Form.Item name="kind">
              <Select
                allowClear
                placeholder={t('field.kindAll')}
                style={{ width: 140 }}
                options={PROMOTION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="state">
              <Select
                allowClear
                placeholder={t('field.stateAll')}
                style={{ width: 140 }}
                options={PROMOTION_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
                data-testid="promotion-state-filter"
              />
            </Form.Item>
          </>
        }
        formFields={<PromotionFormFields />}
        dialogWidth={760}
        exportable={false}
      />
    </div>
  );
}
