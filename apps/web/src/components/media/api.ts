import {
  MEDIA_GROUPS_URL,
  MEDIA_UPLOAD_URLS,
  MEDIA_URL,
  type MediaKind,
  mediaContract,
  mediaDownloadUrl,
  type mediaGroupRow,
  type mediaRow,
  noContent,
  type Wire,
} from '@hh/shared';
import { http } from '../../http/client.ts';
import { uploadFile } from '../../http/upload.ts';

export { MEDIA_KINDS, MEDIA_URL, type MediaKind } from '@hh/shared';

export type MediaFile = Wire<typeof mediaRow>;

/** Just the file's own fields (list rows also carry their rank). */
export const plainFile = (row: MediaFile): MediaFile => ({
  id: row.id,
  groupId: row.groupId,
  name: row.name,
  kind: row.kind,
  mime: row.mime,
  size: row.size,
  url: row.url,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export type MediaGroup = Wire<typeof mediaGroupRow>;

const GROUPS_URL = MEDIA_GROUPS_URL;

/** The list's `groupId` for files in no group. */
export const UNGROUPED = 0;

export const fetchGroups = () => http.get(GROUPS_URL, mediaContract.groups);

export const saveGroup = (group: Omit<MediaGroup, 'id'> & { id?: number }) =>
  group.id
    ? http.put(GROUPS_URL, mediaContract.group, group)
    : http.post(GROUPS_URL, mediaContract.group, group);

export const deleteGroup = (id: number) => http.delete(GROUPS_URL, noContent, { body: [id] });

export const moveFile = (file: MediaFile, groupId: number) =>
  http.put(MEDIA_URL, mediaContract.updated, { id: file.id, name: file.name, groupId });

export const downloadFile = (id: number) => http.blob(mediaDownloadUrl(id));

const MB = 1024 * 1024;

export interface UploadRule {
  url: string;
  maxBytes: number;
  /** The `accept` of the file input; undefined accepts anything. */
  accept?: string;
}

/** The upload endpoint and size limit per kind (the server checks the real type from the bytes). */
export const UPLOAD_RULES: Record<MediaKind, UploadRule> = {
  image: {
    url: MEDIA_UPLOAD_URLS.image,
    maxBytes: 5 * MB,
    accept: 'image/jpeg,image/png,image/gif,image/webp',
  },
  video: { url: MEDIA_UPLOAD_URLS.video, maxBytes: 50 * MB, accept: 'video/mp4,video/webm,video/quicktime' },
  pdf: { url: MEDIA_UPLOAD_URLS.pdf, maxBytes: 20 * MB, accept: 'application/pdf' },
  file: { url: MEDIA_UPLOAD_URLS.file, maxBytes: 20 * MB },
};

/** Where a file goes when the library takes any kind: by the type the browser gives it. */
export function kindOfFile(file: Pick<File, 'type'>): MediaKind {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'application/pdf') return 'pdf';
  return 'file';
}

/** @internal */
export interface UploadTarget {
  kind: MediaKind;
  groupId?: number;
}

export type MediaUploader = (
  file: File,
  target: UploadTarget,
  onProgress: (percent: number) => void,
) => Promise<MediaFile>;

export const uploadMedia: MediaUploader = (file, target, onProgress) =>
  uploadFile<MediaFile>(UPLOAD_RULES[target.kind].url, file, {
    fields: target.groupId ? { groupId: String(target.groupId) } : {},
    onProgress,
  });
