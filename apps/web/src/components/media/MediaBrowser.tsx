import { Input, Pagination, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quietly } from '../../lib/quietly.ts';
import { guard, usePermission } from '../usePermission.ts';
import { MEDIA_KINDS, type MediaFile, type MediaKind } from './api.ts';
import { GroupList } from './GroupList.tsx';
import { useMediaT } from './i18n.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UploadList } from './UploadList.tsx';
import { MEDIA_PAGE_SIZES, type MediaFiles, type MediaQuery } from './useMediaFiles.ts';
import { useUploadQueue } from './useUploadQueue.ts';
import './media.css';

const ALL_KINDS = 'all';
type KindFilter = MediaKind | typeof ALL_KINDS;

export interface MediaBrowserProps {
  files: MediaFiles;
  /** A fixed kind: no kind filter, and uploads go to that kind's endpoint. */
  kind?: MediaKind;
  selectedIds: readonly number[];
  onToggle(file: MediaFile): void;
  /** Group add, rename and delete on the left. */
  manageGroups?: boolean;
  renderActions?(file: MediaFile): ReactNode;
  toolbarExtra?: ReactNode;
  onUploaded?(file: MediaFile): void;
}

/** The library: groups on the left; search, kind, upload and the thumbnail grid with paging on the right. */
export function MediaBrowser(props: MediaBrowserProps) {
  const { t } = useTranslation();
  const mt = useMediaT();
  const { files, kind } = props;
  const { query, page, size } = files.params;
  const canUpload = usePermission(guard('media:upload'));
  const filter = (patch: Partial<MediaQuery>) => quietly(files.search({ ...query, ...patch }));
  const queue = useUploadQueue({
    kind,
    groupId: query.groupId,
    onUploaded: (file) => {
      props.onUploaded?.(file);
      quietly(files.load({ page: 0 }));
    },
  });

  return (
    <div className="hh-media-browser" data-testid="media-browser">
      <GroupList
        value={query.groupId}
        onChange={(groupId) => filter({ groupId })}
        manage={props.manageGroups}
        onDeleted={(groupId) => filter({ groupId: query.groupId === groupId ? undefined : query.groupId })}
      />
      <section className="hh-media-main">
        <div className="hh-media-toolbar">
          <Input.Search
            allowClear
            placeholder={mt('search')}
            className="hh-media-search"
            onSearch={(blurry) => filter({ blurry })}
            data-testid="media-search"
          />
          {!kind && (
            <Segmented<KindFilter>
              value={query.kind ?? ALL_KINDS}
              options={[
                { value: ALL_KINDS, label: mt('kinds.all') },
                ...MEDIA_KINDS.map((value) => ({ value, label: mt(`kinds.${value}`) })),
              ]}
              onChange={(value) => filter({ kind: value === ALL_KINDS ? undefined : value })}
              data-testid="media-kind"
            />
          )}
          {canUpload && <UploadButton kind={kind} onFiles={queue.add} />}
          {props.toolbarExtra}
        </div>
        <UploadList items={queue.items} onClear={queue.clear} />
        <MediaGrid
          files={files.rows}
          loading={files.loading}
          selectedIds={props.selectedIds}
          onToggle={props.onToggle}
          renderActions={props.renderActions}
        />
        <Pagination
          className="hh-media-pager"
          current={page + 1}
          pageSize={size}
          total={files.total}
          showSizeChanger
          pageSizeOptions={MEDIA_PAGE_SIZES}
          showTotal={(total) => t('crud.total', { total })}
          onChange={(next, nextSize) =>
            quietly(files.load(nextSize === size ? { page: next - 1 } : { page: 0, size: nextSize }))
          }
          hideOnSinglePage={false}
        />
      </section>
    </div>
  );
}
