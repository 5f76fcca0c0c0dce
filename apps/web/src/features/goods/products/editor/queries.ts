import { useQuery } from '@tanstack/react-query';
import type { CascaderProps } from 'antd';
import { useSession } from '../../../../session/state.ts';
import {
  type Category,
  fetchCategories,
  fetchFreightTemplates,
  fetchProduct,
  fetchSpecTemplates,
} from '../../api.ts';

const useCompanyId = () => useSession((state) => state.shop?.companyId ?? null);

export const editorKeys = {
  product: (companyId: number | null, id: number) => ['goodsEditor', companyId, 'product', id] as const,
  categories: (companyId: number | null) => ['goodsEditor', companyId, 'categories'] as const,
  freight: (companyId: number | null) => ['goodsEditor', companyId, 'freight'] as const,
  specTemplates: (companyId: number | null) => ['goodsEditor', companyId, 'specTemplates'] as const,
};

export function useProduct(id: number | undefined) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: editorKeys.product(companyId, id ?? 0),
    queryFn: () => fetchProduct(id ?? 0),
    enabled: id !== undefined,
  });
}

export function useCategories() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: editorKeys.categories(companyId),
    queryFn: async () => (await fetchCategories()).content,
  });
}

export function useFreightTemplates() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: editorKeys.freight(companyId),
    queryFn: async () => (await fetchFreightTemplates()).content,
  });
}

export function useSpecTemplates(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: editorKeys.specTemplates(companyId),
    queryFn: async () => (await fetchSpecTemplates()).content,
    enabled,
  });
}

type CascaderOption = NonNullable<CascaderProps['options']>[number];

const bySort = (a: Category, b: Category) => a.sort - b.sort || a.id - b.id;

/** The two-level category tree as cascader options. */
export function categoryOptions(categories: readonly Category[]): CascaderOption[] {
  return categories
    .filter((category) => category.parentId === 0)
    .sort(bySort)
    .map((parent) => {
      const children = categories.filter((category) => category.parentId === parent.id).sort(bySort);
      return {
        value: parent.id,
        label: parent.name,
        ...(children.length > 0
          ? { children: children.map((child) => ({ value: child.id, label: child.name })) }
          : {}),
      };
    });
}
