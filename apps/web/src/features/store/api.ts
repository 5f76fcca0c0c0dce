import type { ShopProfileInput } from '../../components/shop-form/types.ts';
import { http } from '../../http/client.ts';

/** Creates a shop (waiting for payment); the caller becomes its founder and owner. */
export const createShop = (input: ShopProfileInput) =>
  http.post<{ companyId: number; companyKey: string }>('/api/systemCompanyConfig', input);
