import type { PromotionHint, storefrontPromotionsContract, Wire } from '@hh/shared';
import { frontCall } from '../../request.ts';

type HintLines = Wire<typeof storefrontPromotionsContract.hintInput>['lines'];

/** The full-reduction hint for the ticked lines (`POST /api/front/promotions/hint`). */
export const promotionHint = (companyKey: string, lines: HintLines) =>
  frontCall<PromotionHint>(companyKey, 'POST', '/promotions/hint', { lines });
