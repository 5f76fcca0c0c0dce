import { CheckCircleFilled } from '@ant-design/icons';
import { SPIN_DELAY_MS } from '@hh/shared';
import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { MediaFile } from './api.ts';
import { formatBytes } from './formatBytes.ts';
import { useMediaT } from './i18n.ts';
import { MediaThumb } from './MediaThumb.tsx';

interface MediaGridProps {
  files: MediaFile[];
  loading: boolean;
  selectedIds: readonly number[];
  onToggle(file: MediaFile): void;
  renderActions?(file: MediaFile): ReactNode;
}

/** The files as thumbnails; clicking one selects it (or unselects it). */
export function MediaGrid({ files, loading, selectedIds, onToggle, renderActions }: MediaGridProps) {
  const t = useMediaT();
  return (
    <Spin spinning={loading} delay={SPIN_DELAY_MS}>
      {files.length === 0 ? (
        <Empty description={t('empty')} className="hh-media-empty" />
      ) : (
        <ul className="hh-media-grid" data-testid="media-grid">
          {files.map((file) => {
            const selected = selectedIds.includes(file.id);
            return (
              <li
                key={file.id}
                className={`hh-media-card${selected ? ' hh-media-card--selected' : ''}`}
                data-testid="media-card"
                data-name={file.name}
                data-selected={selected}
              >
                <button
                  type="button"
                  className="hh-media-thumb"
                  onClick={() => onToggle(file)}
                  aria-pressed={selected}
                  title={file.name}
                >
                  <MediaThumb file={file} />
                  {selected && <CheckCircleFilled className="hh-media-check" />}
                </button>
                <div className="hh-media-meta">
                  <span className="hh-media-name" title={file.name} data-testid="media-name">
                    {file.name}
                  </span>
                  <span className="hh-media-size">{formatBytes(file.size)}</span>
                </div>
                {renderActions && <div className="hh-media-actions">{renderActions(file)}</div>}
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
}
