import { Cascader } from 'antd';
import type { Category } from '../api.ts';
import { categoryOptions } from './categoryOptions.ts';

export interface CategoryCascaderProps {
  categories: readonly Category[];
  value?: number[] | null;
  onChange?(value: number[] | null): void;
  placeholder?: string;
  loading?: boolean;
  testId?: string;
}

/** Picks a top category or one of its children (either level may be chosen). */
export function CategoryCascader(props: CategoryCascaderProps) {
  return (
    <Cascader
      options={categoryOptions(props.categories)}
      value={props.value ?? undefined}
      onChange={(next) => props.onChange?.(next && next.length > 0 ? next.map(Number) : null)}
      changeOnSelect
      allowClear
      showSearch
      placeholder={props.placeholder}
      loading={props.loading}
      className="hh-product-category"
      data-testid={props.testId}
    />
  );
}
