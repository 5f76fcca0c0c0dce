import { http, unchecked } from '../../http/client.ts';
import { uploadFile } from '../../http/upload.ts';

export const MEDIA_KINDS = ['image', 'video', 'pdf', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface MediaFile {
  id: number;
  groupId: number | null;
  name: string;
  kind: MediaKind;
  mime: string;
  size: number;
  url: string;
  createdAt: string;
  updatedAt: string;
}

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

export interface MediaGroup {
  id: number;
  name: string;
  sort: number;
}

export const MEDIA_URL = '/api/localStorage';
const GROUPS_URL = '/api/mediaGroup';

/** The list's `groupId` for files in no group. */
export const UNGROUPED = 0;

export const fetchGroups = () => unchecked.get<MediaGroup[]>(GROUPS_URL);

export const saveGroup = (group: Omit<MediaGroup, 'id'> & { id?: number }) =>
  group.id ? unchecked.put<MediaGroup>(GROUPS_URL, group) : unchecked.post<MediaGroup>(GROUPS_URL, group);

export const deleteGroup = (id: number) => unchecked.delete<void>(GROUPS_URL, { body: [id] });

export const moveFile = (file: MediaFile, groupId: number) =>
  unchecked.put<MediaFile>(MEDIA_URL, { id: file.id, name: file.name, groupId });

export const downloadFile = (id: number) => http.blob(`${MEDIA_URL}/${id}/download`);

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
    url: '/api/upload/picture',
    maxBytes: 5 * MB,
    accept: 'image/jpeg,image/png,image/gif,image/webp',
  },
  video: { url: '/api/upload/video', maxBytes: 50 * MB, accept: 'video/mp4,video/webm,video/quicktime' },
  pdf: { url: '/api/upload/pdf', maxBytes: 20 * MB, accept: 'application/pdf' },
  file: { url: '/api/upload/file', maxBytes: 20 * MB },
};

/** Where a file goes when the library takes any kind: by the type the browser gives it. */
export function kindOfFile(file: Pick<File, 'type'>): MediaKind {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'application/pdf') return 'pdf';
  return 'file';
}

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
