import { mediaRow } from '@hh/shared';
import type { Crud } from '../crud/useCrud.ts';
import { useCrud } from '../crud/useCrud.ts';
import { MEDIA_URL, type MediaFile, type MediaKind, UNGROUPED } from './api.ts';
import { useMediaT } from './i18n.ts';

export interface MediaQuery {
  /** Undefined: every group; 0: files in no group. */
  groupId?: number;
  kind?: MediaKind;
  blurry?: string;
}

/** The rename / move dialog: a file's name and its group (0 for none). */
interface MediaForm {
  name: string;
  groupId: number;
}

export type MediaFiles = Crud<MediaFile, MediaForm, MediaQuery>;

const MEDIA_PAGE_SIZE = 24;
export const MEDIA_PAGE_SIZES = [12, 24, 48, 96];

/** The library's files, a page at a time; `kind` fixes the kind (a picker for images only). */
export function useMediaFiles(kind?: MediaKind): MediaFiles {
  const t = useMediaT();
  return useCrud<MediaFile, MediaForm, MediaQuery>({
    url: MEDIA_URL,
    row: mediaRow,
    title: t('title'),
    item: t('item'),
    defaultQuery: { kind },
    size: MEDIA_PAGE_SIZE,
    toParams: (query) => ({ groupId: query.groupId, kind: query.kind, blurry: query.blurry?.trim() }),
    toForm: (file) => ({ name: file.name, groupId: file.groupId ?? UNGROUPED }),
    toBody: (form) => ({ name: form.name.trim(), groupId: form.groupId }),
  });
}
