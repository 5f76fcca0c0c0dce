import { CrudDialog } from '../../components/crud/CrudDialog.tsx';
import type { MediaFile } from '../../components/media/api.ts';
import { useMediaT } from '../../components/media/i18n.ts';
import { MediaBrowser } from '../../components/media/MediaBrowser.tsx';
import { useMediaFiles } from '../../components/media/useMediaFiles.ts';
import { BulkActions } from './BulkActions.tsx';
import { FileActions } from './FileActions.tsx';
import { MediaFormFields } from './MediaFormFields.tsx';
import '../../components/crud/crud.css';
import './media-page.css';

/** `study/materia/index`: the company's media library — groups, upload, rename, move, delete. */
export default function MediaPage() {
  const t = useMediaT();
  const files = useMediaFiles();
  const toggle = (file: MediaFile) =>
    files.setSelectedIds(
      files.selectedIds.includes(file.id)
        ? files.selectedIds.filter((id) => id !== file.id)
        : [...files.selectedIds, file.id],
    );
  return (
    <div className="hh-media-page" data-testid="media-page">
      <MediaBrowser
        files={files}
        selectedIds={files.selectedIds}
        onToggle={toggle}
        manageGroups
        renderActions={(file) => <FileActions file={file} files={files} />}
        toolbarExtra={<BulkActions files={files} />}
      />
      <CrudDialog dialog={files.dialog} item={t('item')} width={460}>
        <MediaFormFields />
      </CrudDialog>
    </div>
  );
}
