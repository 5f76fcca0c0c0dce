import { COUNT_MAX } from '@hh/shared';
import { Card, Cascader, Checkbox, Col, Form, Input, Row, Select, Switch } from 'antd';
import { NumberField } from '../../../../components/form/NumberField.tsx';
import { PRODUCT_FLAGS } from '../../api.ts';
import { useEditorT } from './i18n.ts';
import { categoryOptions, useCategories, useFreightTemplates } from './queries.ts';

const WIDE = { style: { width: '100%' } } as const;

/** The numbers a product shows in the shop, each with its most. */
const COUNTS = [
  { name: 'sort', max: 99999 },
  { name: 'virtualSales', max: COUNT_MAX },
  { name: 'giftPoints', max: COUNT_MAX },
] as const;

/** Name, texts, category, freight template, labels and the numbers shown in the shop. */
export function BasicSection() {
  const t = useEditorT();
  const categories = useCategories();
  const freight = useFreightTemplates();
  return (
    <Card title={t('sections.basic')} data-testid="editor-basic">
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="name"
            label={t('fields.name')}
            rules={[
              { required: true, whitespace: true, message: t('rules.required', { field: t('fields.name') }) },
            ]}
          >
            <Input maxLength={100} showCount data-testid="editor-name" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="categoryPath" label={t('fields.category')}>
            <Cascader
              options={categoryOptions(categories.data ?? [])}
              changeOnSelect
              allowClear
              loading={categories.isPending}
              placeholder={t('placeholders.category')}
              data-testid="editor-category"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="summary" label={t('fields.summary')}>
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="keywords" label={t('fields.keywords')}>
            <Input maxLength={200} placeholder={t('placeholders.keywords')} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item
            name="unit"
            label={t('fields.unit')}
            rules={[
              { required: true, whitespace: true, message: t('rules.required', { field: t('fields.unit') }) },
            ]}
          >
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item name="freightTemplateId" label={t('fields.freight')}>
            <Select
              allowClear
              loading={freight.isPending}
              placeholder={t('placeholders.freight')}
              options={(freight.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
              data-testid="editor-freight"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="flags" label={t('fields.flags')}>
            <Checkbox.Group
              options={PRODUCT_FLAGS.map((flag) => ({ value: flag, label: t(`flags.${flag}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={3}>
          <Form.Item name="onShelf" label={t('fields.onShelf')} valuePropName="checked">
            <Switch data-testid="editor-on-shelf" />
          </Form.Item>
        </Col>
        {COUNTS.map(({ name, max }) => (
          <Col key={name} xs={12} lg={3}>
            <NumberField name={name} label={t(`fields.${name}`)} min={0} max={max} input={WIDE} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
