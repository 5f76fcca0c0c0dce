import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { AFTER_SALE_TYPES } from '@hh/shared';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useAppStore } from '../../../state/app.ts';
import { useAfterSalesT } from '../i18n.ts';

/**
 * The list's filters: after-sale code, order code, member, type, applied days. On a phone the first two
 * show and the rest open on demand (hidden fields keep their values).
 */
export function AfterSaleQueryFields() {
  const t = useAfterSalesT();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const [more, setMore] = useState(false);
  const collapsed = mobile && !more;
  return (
    <>
      <Form.Item name="orderCode">
        <Input allowClear placeholder={t('query.orderCode')} data-testid="after-sale-query-order" />
      </Form.Item>
      <Form.Item name="member">
        <Input allowClear placeholder={t('query.member')} data-testid="after-sale-query-member" />
      </Form.Item>
      <Form.Item name="code" hidden={collapsed}>
        <Input allowClear placeholder={t('query.code')} data-testid="after-sale-query-code" />
      </Form.Item>
      <Form.Item name="type" hidden={collapsed}>
        <Select
          allowClear
          placeholder={t('query.type')}
          options={AFTER_SALE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
          data-testid="after-sale-query-type"
        />
      </Form.Item>
      <Form.Item name="createdAt" hidden={collapsed}>
        <DatePicker.RangePicker placeholder={[t('query.createStart'), t('query.createEnd')]} />
      </Form.Item>
      {mobile && (
        <Form.Item>
          <Button
            type="link"
            icon={more ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setMore(!more)}
            data-testid="after-sale-query-more"
          >
            {t(more ? 'query.less' : 'query.more')}
          </Button>
        </Form.Item>
      )}
    </>
  );
}
