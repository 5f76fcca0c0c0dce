import { ArrowLeftOutlined, EyeOutlined, RedoOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderPage } from '../../components/builder/pageBuilderState.ts';
import { Permission } from '../../components/Permission.tsx';
import { guard } from '../../components/usePermission.ts';
import { useDecoT } from './i18n.ts';
import { SaveState } from './SaveState.tsx';
import type { PageDetail } from './types.ts';
import type { useDraftSave } from './useDraftSave.ts';

interface BuilderHeaderProps {
  page: PageDetail;
  name: string;
  /** The terminal's pages (`pageList`), to switch to another. */
  pages: readonly BuilderPage[];
  draft: ReturnType<typeof useDraftSave>;
  canUndo: boolean;
  canRedo: boolean;
  publishing: boolean;
  onBack(): void;
  onSwitch(id: number): void;
  onUndo(): void;
  onRedo(): void;
  onPreview(): void;
  onPublish(): void;
  onReload(): void;
}

/** The builder's bar: back, the page, its saved state, undo and redo, preview and publish. */
export function BuilderHeader({
  page,
  name,
  pages,
  draft,
  canUndo,
  canRedo,
  publishing,
  onBack,
  onSwitch,
  onUndo,
  onRedo,
  onPreview,
  onPublish,
  onReload,
}: BuilderHeaderProps) {
  const t = useDecoT();
  const { t: common } = useTranslation();
  return (
    <header className="hh-deco-header">
      <Space size={8} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="deco-back">
          {t('builder.back')}
        </Button>
        <Typography.Title level={5} className="hh-deco-header-name" data-testid="deco-builder-name">
          {name}
        </Typography.Title>
        {pages.length > 1 && (
          <Select<number>
            size="small"
            className="hh-deco-switch"
            aria-label={t('builder.switchPage')}
            placeholder={t('builder.switchPage')}
            value={null}
            onChange={onSwitch}
            options={pages
              .filter((other) => other.id !== page.id)
              .map((other) => ({ value: other.id, label: other.name }))}
            data-testid="deco-switch-page"
          />
        )}
        <Tag>{t(`terminals.${String(page.terminal) as '3'}`)}</Tag>
        {page.isHome && <Tag color="orange">{t('pages.home')}</Tag>}
        {page.publishedVersion !== null && (
          <Tag color="success" data-testid="deco-live-version">
            {t('pages.live', { version: page.publishedVersion })}
          </Tag>
        )}
        <SaveState
          status={draft.status}
          problems={draft.problems}
          onReload={onReload}
          onRetry={() => void draft.flush()}
        />
      </Space>
      <Space size={8} wrap>
        <Tooltip title={`${t('builder.undo')} (Ctrl+Z)`}>
          <Button
            icon={<UndoOutlined />}
            disabled={!canUndo}
            onClick={onUndo}
            aria-label={t('builder.undo')}
            data-testid="deco-undo"
          />
        </Tooltip>
        <Tooltip title={`${t('builder.redo')} (Ctrl+Shift+Z)`}>
          <Button
            icon={<RedoOutlined />}
            disabled={!canRedo}
            onClick={onRedo}
            aria-label={t('builder.redo')}
            data-testid="deco-redo"
          />
        </Tooltip>
        <Button icon={<EyeOutlined />} onClick={onPreview} data-testid="deco-preview">
          {t('builder.preview')}
        </Button>
        <Permission roles={guard('decoration:publish')}>
          <Popconfirm
            title={t('builder.publishConfirm')}
            okText={common('common.confirm')}
            cancelText={common('common.cancel')}
            onConfirm={onPublish}
            okButtonProps={{ ...{ 'data-testid': 'deco-publish-ok' } }}
          >
            <Button type="primary" icon={<SendOutlined />} loading={publishing} data-testid="deco-publish">
              {t('builder.publish')}
            </Button>
          </Popconfirm>
        </Permission>
      </Space>
    </header>
  );
}
