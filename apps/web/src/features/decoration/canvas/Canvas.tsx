import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type DecoDocument, type DecoRenderData, TERMINALS } from '@hh/shared';
import { PageRenderer } from '../../../storefront/render/index.ts';
import { useDecoT } from '../i18n.ts';
import { CanvasItem, type CanvasItemActions } from './CanvasItem.tsx';

export const CANVAS_ID = 'canvas';

interface CanvasProps {
  terminal: number;
  document: DecoDocument;
  data: DecoRenderData | null;
  activeId: string | null;
  invalidIds: ReadonlySet<string>;
  /** While a palette kind is dragged: where it would land (a component's id, or the canvas: the end). */
  dropTarget: string | null;
  lang: 'zh' | 'en';
  actions: CanvasItemActions;
  onSelectPage(): void;
}

/** The page as the storefront renders it, in a phone (or, for PC, a desktop) frame. */
export function Canvas({
  terminal,
  document,
  data,
  activeId,
  invalidIds,
  dropTarget,
  lang,
  actions,
  onSelectPage,
}: CanvasProps) {
  const t = useDecoT();
  const droppable = useDroppable({ id: CANVAS_ID });
  const { components } = document;
  const pc = terminal === TERMINALS.pc;
  return (
    <div className={`hh-deco-frame ${pc ? 'is-pc' : 'is-phone'}`} data-testid="deco-frame">
      <button type="button" className="hh-deco-frame-bar" onClick={onSelectPage} data-testid="deco-page-bar">
        {document.title || document.name}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the components selects the page; the bar above is its keyboard way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the page bar button is the keyboard way to the page settings */}
      <div
        ref={droppable.setNodeRef}
        className={`hh-deco-screen${droppable.isOver && dropTarget === CANVAS_ID ? ' is-over' : ''}`}
        data-testid="deco-canvas"
        onClick={(event) => {
          if (event.target === event.currentTarget) onSelectPage();
        }}
      >
        <SortableContext items={components.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <PageRenderer
            page={document}
            resolved={data}
            mode="canvas"
            lang={lang}
            bottomNav={pc ? false : {}}
            wrap={(component, index, view) => (
              <CanvasItem
                component={component}
                index={index}
                total={components.length}
                selected={component.id === activeId}
                invalid={invalidIds.has(component.id)}
                dropAbove={dropTarget === component.id}
                actions={actions}
              >
                {view}
              </CanvasItem>
            )}
          />
        </SortableContext>
        {components.length === 0 && (
          <div className="hh-deco-empty" data-testid="deco-canvas-empty">
            {t('builder.emptyCanvas')}
          </div>
        )}
        {dropTarget === CANVAS_ID && components.length > 0 && <div className="hh-deco-drop-end" />}
      </div>
    </div>
  );
}
