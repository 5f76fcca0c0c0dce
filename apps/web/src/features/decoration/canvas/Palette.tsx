import { useDraggable } from '@dnd-kit/core';
import { DECO_COMPONENTS_MAX, type DecoComponentType } from '@hh/shared';
import { Typography } from 'antd';
import type { CanvasEntry } from '../../../components/builder/pageBuilderState.ts';
import { useDecoT } from '../i18n.ts';
import { COMPONENT_ICONS, PALETTE_GROUPS } from './componentIcons.tsx';

export const PALETTE_PREFIX = 'palette:';

interface PaletteItemProps {
  type: DecoComponentType;
  disabled: boolean;
  onAdd(type: DecoComponentType): void;
}

function PaletteItem({ type, disabled, onAdd }: PaletteItemProps) {
  const t = useDecoT();
  const draggable = useDraggable({ id: `${PALETTE_PREFIX}${type}`, data: { type }, disabled });
  return (
    <button
      type="button"
      ref={draggable.setNodeRef}
      className={`hh-deco-palette-item${draggable.isDragging ? ' is-dragging' : ''}`}
      disabled={disabled}
      onClick={() => onAdd(type)}
      data-testid="deco-palette-item"
      data-type={type}
      {...draggable.listeners}
      {...draggable.attributes}
    >
      <span className="hh-deco-palette-icon">{COMPONENT_ICONS[type]}</span>
      <span>{t(`components.${type}`)}</span>
    </button>
  );
}

interface PaletteProps {
  /** The kinds this terminal offers (`canvasList`). */
  entries: readonly CanvasEntry[];
  full: boolean;
  onAdd(type: DecoComponentType): void;
}

/** The component palette: drag a kind onto the canvas, or click it to add it at the end. */
export function Palette({ entries, full, onAdd }: PaletteProps) {
  const t = useDecoT();
  const offered = new Set(entries.map((entry) => entry.kind));
  return (
    <div className="hh-deco-palette" data-testid="deco-palette">
      <Typography.Text type="secondary" className="hh-deco-hint">
        {full ? t('builder.full', { max: DECO_COMPONENTS_MAX }) : t('builder.paletteHint')}
      </Typography.Text>
      {PALETTE_GROUPS.map((group) => (
        <section key={group.key}>
          <h4>{t(`groups.${group.key}`)}</h4>
          <div className="hh-deco-palette-grid">
            {group.types
              .filter((type) => offered.has(type))
              .map((type) => (
                <PaletteItem key={type} type={type} disabled={full} onAdd={onAdd} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
