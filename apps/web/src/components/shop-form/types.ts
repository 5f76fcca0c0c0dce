import type { companyInput } from '@hh/shared';
import type { z } from 'zod';

/** The shop's own details, as created (POST) and edited (PUT /api/systemCompanyConfig). */
export type ShopProfileInput = z.output<typeof companyInput>;

/** The form's values: an empty head portrait may be a blank text until sent. */
export interface ShopFormValues {
  companyName: string;
  headPortrait: string | null;
  contactName: string;
  contactPhone: string;
  categoryId: number | null;
}

export function toShopInput(values: ShopFormValues): ShopProfileInput {
  return {
    companyName: values.companyName.trim(),
    headPortrait: values.headPortrait?.trim() || null,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    categoryId: values.categoryId ?? null,
  };
}

export function toShopFormValues(input: Partial<ShopProfileInput>): ShopFormValues {
  return {
    companyName: input.companyName ?? '',
    headPortrait: input.headPortrait ?? null,
    contactName: input.contactName ?? '',
    contactPhone: input.contactPhone ?? '',
    categoryId: input.categoryId ?? null,
  };
}
