import type {
  DecoComponent,
  DecoComponentType,
  DecoDocument,
  DecoPageRow,
  decorationContract,
  Wire,
} from '@hh/shared';
import type { z } from 'zod';

export type Of<T extends DecoComponentType> = Extract<DecoComponent, { type: T }>;

/** The page's face: everything of the document but its components. */
export type PageFace = Omit<DecoDocument, 'components'>;

/** A page with its draft, read through the contract (defaults in place). */
export type PageDetail = z.output<typeof decorationContract.detail>;

/** A page of the list, as the server sends it. */
export type PageRow = Wire<typeof decorationContract.row>;

/** A page's row after a publish, read through the contract. */
export type PublishedRow = DecoPageRow;

export type VersionRow = Wire<typeof decorationContract.versions>['content'][number];
