import { isShownNavIcon, type navItemInput } from '@hh/shared';
import type { z } from 'zod';
import { AppError, type FieldError } from '../../lib/errors.ts';
import { mediaBases } from '../../lib/media-sources.ts';

/** Refuses tab icons the storefront page cannot show (a picture from an address its CSP blocks). */
export function checkIcons(
  items: readonly Pick<z.output<typeof navItemInput>, 'navIcon' | 'navActiveIcon'>[],
) {
  const fields: FieldError[] = items.flatMap((item, i) =>
    (['navIcon', 'navActiveIcon'] as const)
      .filter((name) => !isShownNavIcon(item[name], mediaBases()))
      .map((name) => ({ field: `items.${i}.${name}`, key: 'validation.mediaNotShown' as const })),
  );
  if (fields.length) throw new AppError(400, 'error.validation', undefined, fields);
}
