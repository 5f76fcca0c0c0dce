import { useQuery } from '@tanstack/react-query';
import { Form, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useDebounced } from '../../components/useDebounced.ts';
import { fetchCategories, searchProducts } from './api.ts';
import { usePromotionsT } from './i18n.ts';

/** The chosen products: searched by name among the shop's products on sale; a saved pick not listed shows its id. */
export function ProductPicker() {
  const t = usePromotionsT();
  const [text, setText] = useState('');
  const blurry = useDebounced(text);
  const found = useQuery({
    queryKey: ['promotions', 'products', blurry],
    queryFn: () => searchProducts(blurry),
  });
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const options = useMemo(() => {
    const names = new Map(known);
    for (const p of found.data?.content ?? []) names.set(p.id, p.name);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [found.data, known]);
  return (
    <Form.Item name="productIds" label={t('field.products')} rules={[{ required: true }]}>
      <Select
        mode="multiple"
        showSearch={{ filterOption: false, onSearch: setText }}
        placeholder={t('field.pickHint')}
        loading={found.isFetching}
        options={options}
        onSelect={(id: number) => {
          const name = options.find((o) => o.value === id)?.label;
          if (name) setKnown((now) => new Map(now).set(id, name));
        }}
        labelRender={({ value, label }) => label ?? `#${value}`}
        data-testid="promotion-products"
      />
    </Form.Item>
  );
}

/** The chosen categories, as the shop's category tree (a parent counts its children's goods). */
export function CategoryPicker() {
  const t = usePromotionsT();
  const categories = useQuery({ queryKey: ['promotions', 'categories'], queryFn: fetchCategories });
  const tree = useMemo(() => {
    const rows = categories.data?.content ?? [];
    return rows
      .filter((c) => c.parentId === 0)
      .map((c) => ({
        value: c.id,
        title: c.name,
        children: rows.filter((k) => k.parentId === c.id).map((k) => ({ value: k.id, title: k.name })),
      }));
  }, [categories.data]);
  return (
    <Form.Item name="categoryIds" label={t('field.categories')} rules={[{ required: true }]}>
      <TreeSelect
        multiple
        treeData={tree}
        treeDefaultExpandAll
        loading={categories.isFetching}
        data-testid="promotion-categories"
      />
    </Form.Item>
  );
}
