import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { MediaFile } from './api.ts';

/** A square preview: the picture itself, a video's first frame, or an icon for documents. */
export function MediaThumb({ file }: { file: Pick<MediaFile, 'kind' | 'url' | 'name'> }) {
  if (file.kind === 'image') return <img src={file.url} alt={file.name} loading="lazy" draggable={false} />;
  if (file.kind === 'video') return <video src={file.url} preload="metadata" muted playsInline />;
  return (
    <span className="hh-media-icon">{file.kind === 'pdf' ? <FilePdfOutlined /> : <FileOutlined />}</span>
  );
}
