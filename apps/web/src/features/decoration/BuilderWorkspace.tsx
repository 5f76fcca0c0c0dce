import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { DecoComponentType } from '@hh/shared';
import { Empty, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../components/useUnsavedChanges.ts';
import { notifyError, notifySuccess } from '../../http/notify.ts';
import { fetchPreview } from './api.ts';
import { BuilderHeader } from './BuilderHeader.tsx';
import { BuilderLoading } from './BuilderLoading.tsx';
import { canRedo, canUndo, isDirty, isFull, newComponentId, toDocument } from './builder.ts';
import { CANVAS_ID, Canvas } from './canvas/Canvas.tsx';
import { COMPONENT_ICONS } from './canvas/componentIcons.tsx';
import { PALETTE_PREFIX, Palette } from './canvas/Palette.tsx';
import { newComponent } from './defaults.ts';
import { useDecoT } from './i18n.ts';
import { CanvasDataContext, TerminalContext } from './link/linkNames.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { builderPath, PAGES_PATH } from './paths.ts';
import { ProblemsContext } from './settings/fields.tsx';
import { PageForm } from './settings/PageForm.tsx';
import { SettingsPanel } from './settings/SettingsPanel.tsx';
import type { PublishedRow } from './types.ts';
import { useBuilderKeys } from './useBuilderKeys.ts';
import { useCanvasResolve } from './useCanvasResolve.ts';
import { useDecoBuilder } from './useDecoBuilder.ts';

const paletteType = (id: string | number): DecoComponentType | null =>
  typeof id === 'string' && id.startsWith(PALETTE_PREFIX)
    ? (id.slice(PALETTE_PREFIX.length) as DecoComponentType)
    : null;

/** The builder of one page: palette, canvas and settings, with the draft saved as it is edited. */
export function BuilderWorkspace({ pageId }: { pageId: number }) {
  const t = useDecoT();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { state, dispatch, page, loadFailed, retry, reload, publish, draft } = useDecoBuilder(pageId);
  const [published, setPublished] = useState<PublishedRow | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [dragType, setDragType] = useState<DecoComponentType | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const loaded = state.pageId === pageId;
  const data = useCanvasResolve(state.terminal, state.componentsData, loaded);
  const document = useMemo(() => toDocument(state), [state]);
  useUnsavedChanges(location.pathname, isDirty(state) || draft.status.kind === 'saving');

  const components = state.componentsData;
  const nameAt = (index: number) => {
    const component = components[index];
    return component ? t(`components.${component.type}`) : '';
  };
  const starter = {
    title: t('starter.title'),
    notice: t('starter.notice'),
    search: t('starter.search'),
    products: t('starter.products'),
    activity: (type: 'coupons' | 'seckill' | 'groupBuy' | 'bargain') => t(`starter.${type}`),
  };
  const insert = (type: DecoComponentType, index: number) => {
    if (isFull(state)) return;
    dispatch({ type: 'insert', component: newComponent(type, newComponentId(components), starter), index });
    setAnnouncement(
      t('builder.a11y.added', {
        name: t(`components.${type}`),
        position: index + 1,
        total: components.length + 1,
      }),
    );
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= components.length) return;
    dispatch({ type: 'move', from, to });
    setAnnouncement(
      t('builder.a11y.moved', { name: nameAt(from), position: to + 1, total: components.length }),
    );
  };
  const remove = (id: string) => {
    const index = components.findIndex((c) => c.id === id);
    dispatch({ type: 'remove', id });
    setAnnouncement(t('builder.a11y.removed', { name: nameAt(index) }));
  };
  const activeIndex = components.findIndex((c) => c.id === state.activeComponent);
  const active = components[activeIndex];

  useBuilderKeys(
    {
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      move: (step) => activeIndex >= 0 && move(activeIndex, activeIndex + step),
      remove: () => active && remove(active.id),
    },
    loaded,
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter selects a component; space picks it up.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const indexOf = (id: string | number) => components.findIndex((c) => c.id === id);
  const labelOf = (id: string | number) => {
    const type = paletteType(id);
    return type ? t(`components.${type}`) : nameAt(indexOf(id));
  };
  const position = (id: string | number | undefined) => ({
    position: id === undefined || id === CANVAS_ID ? components.length : indexOf(id) + 1,
    total: components.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('builder.a11y.pickedUp', { name: labelOf(a.id), ...position(a.id) }),
    onDragOver: ({ active: a, over }) =>
      t('builder.a11y.movedOver', { name: labelOf(a.id), ...position(over?.id) }),
    onDragEnd: ({ active: a, over }) =>
      t('builder.a11y.dropped', { name: labelOf(a.id), ...position(over?.id) }),
    onDragCancel: ({ active: a }) => t('builder.a11y.cancelled', { name: labelOf(a.id) }),
  };
  const onDragStart = ({ active: a }: DragStartEvent) => setDragType(paletteType(a.id));
  const onDragOver = ({ active: a, over }: DragOverEvent) =>
    setDropTarget(paletteType(a.id) && over ? String(over.id) : null);
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setDragType(null);
    setDropTarget(null);
    if (!over) return;
    const type = paletteType(a.id);
    if (type) {
      const at = over.id === CANVAS_ID ? components.length : indexOf(over.id);
      insert(type, at < 0 ? components.length : at);
      return;
    }
    const from = indexOf(a.id);
    const to = over.id === CANVAS_ID ? components.length - 1 : indexOf(over.id);
    if (from >= 0 && to >= 0 && from !== to) dispatch({ type: 'move', from, to });
  };

  if (!page || !loaded) return <BuilderLoading failed={loadFailed} onRetry={retry} />;

  const runPublish = async () => {
    setPublishing(true);
    try {
      const row = await publish();
      if (row) {
        setPublished(row);
        notifySuccess(t('builder.published', { version: row.publishedVersion ?? 0 }));
      } else {
        notifyError(t('builder.publishBlocked'));
      }
    } finally {
      setPublishing(false);
    }
  };
  const problemsOf = (id: string | null) => draft.problems.filter((p) => p.componentId === id);
  const invalidIds = new Set(draft.problems.flatMap((p) => (p.componentId ? [p.componentId] : [])));

  return (
    <TerminalContext.Provider value={state.terminal}>
      <CanvasDataContext.Provider value={data}>
        <div className="hh-deco-builder" data-testid="deco-builder">
          <BuilderHeader
            page={published ? { ...page, ...published } : page}
            name={state.face.name}
            pages={state.pageList}
            onSwitch={(id) => void draft.flush().then(() => navigate(builderPath(id)))}
            draft={draft}
            canUndo={canUndo(state)}
            canRedo={canRedo(state)}
            publishing={publishing}
            onBack={() => navigate(PAGES_PATH)}
            onUndo={() => dispatch({ type: 'undo' })}
            onRedo={() => dispatch({ type: 'redo' })}
            onPreview={() => void draft.flush().then(() => setPreviewing(true))}
            onPublish={() => void runPublish()}
            onReload={() => void reload()}
          />
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              setDragType(null);
              setDropTarget(null);
            }}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('builder.a11y.instructions') },
            }}
          >
            <div className="hh-deco-columns">
              <aside className="hh-deco-column" aria-label={t('builder.palette')}>
                <h3>{t('builder.palette')}</h3>
                <Palette
                  entries={state.canvasList}
                  full={isFull(state)}
                  onAdd={(type) => insert(type, components.length)}
                />
              </aside>
              <main className="hh-deco-stage" aria-label={t('builder.canvas')}>
                <Canvas
                  terminal={state.terminal}
                  document={document}
                  data={data}
                  activeId={state.activeComponent}
                  invalidIds={invalidIds}
                  dropTarget={dropTarget}
                  lang={i18n.language === 'en' ? 'en' : 'zh'}
                  onSelectPage={() => dispatch({ type: 'select', id: null })}
                  actions={{
                    select: (id) => dispatch({ type: 'select', id }),
                    move,
                    duplicate: (id) => dispatch({ type: 'duplicate', id, newId: newComponentId(components) }),
                    toggleHidden: (id) => dispatch({ type: 'toggleHidden', id }),
                    remove,
                  }}
                />
                <Typography.Text type="secondary" className="hh-deco-hint">
                  {t('builder.shortcuts')}
                </Typography.Text>
              </main>
              <aside className="hh-deco-column hh-deco-settings" aria-label={t('builder.settings')}>
                <h3>{active ? t(`components.${active.type}`) : t('builder.pageSettings')}</h3>
                <ProblemsContext.Provider value={problemsOf(active?.id ?? null)}>
                  {active ? (
                    <SettingsPanel
                      key={active.id}
                      component={active}
                      onChange={(component, group) => dispatch({ type: 'replace', component, group })}
                    />
                  ) : (
                    <PageForm
                      face={state.face}
                      onChange={(patch, group) => dispatch({ type: 'face', patch, group })}
                    />
                  )}
                </ProblemsContext.Provider>
                {!active && components.length === 0 && <Empty description={t('builder.emptyCanvas')} />}
              </aside>
            </div>
            <DragOverlay dropAnimation={null}>
              {dragType && (
                <div className="hh-deco-palette-item is-overlay">
                  <span className="hh-deco-palette-icon">{COMPONENT_ICONS[dragType]}</span>
                  <span>{t(`components.${dragType}`)}</span>
                </div>
              )}
            </DragOverlay>
          </DndContext>
          <div className="hh-deco-sr-only" aria-live="polite" data-testid="deco-announcer">
            {announcement}
          </div>
          {previewing && (
            <PreviewDialog
              title={t('preview.title', { name: state.face.name })}
              tag={(shown) =>
                shown.version === null ? t('preview.draft') : t('preview.live', { version: shown.version })
              }
              load={() => fetchPreview(pageId)}
              queryKey={[
                'shop',
                'decoration',
                'preview',
                pageId,
                state.revision,
                published?.publishedVersion,
              ]}
              onClose={() => setPreviewing(false)}
            />
          )}
        </div>
      </CanvasDataContext.Provider>
    </TerminalContext.Provider>
  );
}
