import { CloseOutlined } from '@ant-design/icons';
import { DECO_PRODUCTS_MAX, DECO_TITLE_MAX, type DecoProductSource } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, InputNumber, Modal, Segmented, Select, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductLinkTab } from '../../../components/link/ProductLinkTab.tsx';
import { buildTree, type TreeNode } from '../../../components/twoLevelTree.ts';
import { fetchLinkCategories, fetchLinkProducts } from '../api.ts';
import { useDecoT } from '../i18n.ts';
import { pickedNames, rememberName, useCanvasData } from '../link/linkNames.ts';
import { Field } from './fields.tsx';
import type { FormProps } from './formTypes.ts';
import { ChoiceSetting, SwitchSetting, TextSetting } from './settingFields.tsx';

interface CategoryOption {
  value: number;
  title: string;
  children?: CategoryOption[];
}

const toOption = (
  row: TreeNode<{ id: number; parentId: number; name: string; sort: number }>,
): CategoryOption => ({
  value: row.id,
  title: row.name,
  ...(row.children ? { children: row.children.map(toOption) } : {}),
});

function PickProductsDialog({
  ids,
  onDone,
  onClose,
}: {
  ids: number[];
  onDone(ids: number[]): void;
  onClose(): void;
}) {
  const t = useDecoT();
  const { t: common } = useTranslation();
  const [chosen, setChosen] = useState(ids);
  return (
    <Modal
      open
      width={720}
      title={t('fields.pickProducts')}
      onCancel={onClose}
      onOk={() => onDone(chosen)}
      okText={common('common.confirm')}
      cancelText={common('common.cancel')}
      okButtonProps={{ ...{ 'data-testid': 'deco-products-ok' } }}
    >
      <ProductLinkTab
        queryKey={['shop', 'decoration', 'linkProducts']}
        fetchProducts={fetchLinkProducts}
        selectedId={null}
        multiple={{ selectedIds: chosen }}
        onPick={({ id, name }) => {
          rememberName({ kind: 'product', id }, name);
          setChosen((current) =>
            current.includes(id)
              ? current.filter((x) => x !== id)
              : current.length < DECO_PRODUCTS_MAX
                ? [...current, id]
                : current,
          );
        }}
      />
      <p>{t('fields.productsChosen', { count: chosen.length })}</p>
    </Modal>
  );
}

function SourceFields({
  source,
  onChange,
}: {
  source: DecoProductSource;
  onChange(source: DecoProductSource): void;
}) {
  const t = useDecoT();
  const data = useCanvasData();
  const [picking, setPicking] = useState(false);
  const categories = useQuery({
    queryKey: ['shop', 'decoration', 'linkCategories'],
    queryFn: fetchLinkCategories,
    enabled: source.mode === 'category',
  });
  const nameOf = (id: number) =>
    data?.products.find((p) => p.id === id)?.name ?? pickedNames.get(`product:${id}`) ?? `#${id}`;

  if (source.mode === 'picked') {
    return (
      <Field label={t('fields.products')} field="source" required>
        <div className="hh-deco-picked" data-testid="deco-picked-products">
          {source.ids.map((id) => (
            <Tag
              key={id}
              closable
              closeIcon={<CloseOutlined />}
              onClose={(event) => {
                event.preventDefault();
                onChange({ ...source, ids: source.ids.filter((x) => x !== id) });
              }}
            >
              {nameOf(id)}
            </Tag>
          ))}
        </div>
        <Button onClick={() => setPicking(true)} data-testid="deco-pick-products">
          {t('fields.pickProducts')}
        </Button>
        {picking && (
          <PickProductsDialog
            ids={source.ids}
            onClose={() => setPicking(false)}
            onDone={(ids) => {
              setPicking(false);
              onChange({ ...source, ids });
            }}
          />
        )}
      </Field>
    );
  }
  return (
    <>
      <Field label={t('fields.category')} field="source" required>
        <TreeSelect<number>
          value={source.categoryId > 0 ? source.categoryId : undefined}
          placeholder={t('fields.noCategory')}
          treeDefaultExpandAll
          loading={categories.isPending}
          treeData={buildTree(categories.data ?? []).map(toOption)}
          onChange={(categoryId) => onChange({ ...source, categoryId })}
          data-testid="deco-field-category"
        />
      </Field>
      <Field label={t('fields.count')} field="source.count">
        <InputNumber
          min={1}
          max={DECO_PRODUCTS_MAX}
          precision={0}
          value={source.count}
          onChange={(count) => count !== null && onChange({ ...source, count })}
        />
      </Field>
      <Field label={t('fields.sort')}>
        <Select
          value={source.sort}
          onChange={(sort) => onChange({ ...source, sort })}
          options={(['sort', 'sales', 'newest', 'price'] as const).map((value) => ({
            value,
            label: t(`fields.sorts.${value}`),
          }))}
        />
      </Field>
    </>
  );
}

export function ProductListForm(props: FormProps<'productList'>) {
  const { component, onChange } = props;
  const t = useDecoT();
  const { source } = component;
  return (
    <>
      <TextSetting of={props} name="title" label={t('fields.listTitle')} maxLength={DECO_TITLE_MAX} />
      <Field label={t('fields.source')}>
        <Segmented
          value={source.mode}
          onChange={(mode) =>
            onChange({
              ...component,
              source:
                mode === 'picked'
                  ? { mode: 'picked', ids: [] }
                  : { mode: 'category', categoryId: 0, count: 6, sort: 'sort' },
            })
          }
          options={[
            { value: 'picked', label: t('fields.picked') },
            { value: 'category', label: t('fields.byCategory') },
          ]}
          data-testid="deco-field-source"
        />
      </Field>
      <SourceFields source={source} onChange={(next) => onChange({ ...component, source: next })} />
      <ChoiceSetting
        of={props}
        name="layout"
        label={t('fields.layout')}
        options={(['one', 'two', 'three', 'list'] as const).map((value) => ({
          value,
          label: t(`fields.listLayouts.${value}`),
        }))}
        testId="deco-field-list-layout"
      />
      <SwitchSetting of={props} name="showPrice" label={t('fields.showPrice')} />
      <SwitchSetting of={props} name="showSales" label={t('fields.showSales')} />
      <SwitchSetting of={props} name="showBuyButton" label={t('fields.showBuyButton')} />
    </>
  );
}
