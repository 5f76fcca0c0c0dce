import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, useContext } from 'react';

/** What the rows need to know about the drag: who may drag, and the level being dragged in. */
export interface DragLevel {
  enabled: boolean;
  /** The parent id of the row being dragged; null when nothing is. */
  draggingParent: number | null;
  parentOf(id: number): number | undefined;
}

export const DragLevelContext = createContext<DragLevel>({
  enabled: false,
  draggingParent: null,
  parentOf: () => undefined,
});

interface Handle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
}

const HandleContext = createContext<Handle | null>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

function DraggableRow({ rowId: id, ...props }: RowProps & { rowId: number }) {
  const level = useContext(DragLevelContext);
  const otherLevel = level.draggingParent !== null && level.parentOf(id) !== level.draggingParent;
  const sortable = useSortable({ id, disabled: { draggable: !level.enabled, droppable: otherLevel } });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    ...(sortable.isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const className = [props.className, sortable.isDragging && 'hh-category-dragging']
    .filter(Boolean)
    .join(' ');
  return (
    <HandleContext.Provider
      value={{
        attributes: sortable.attributes,
        listeners: sortable.listeners,
        setActivatorNodeRef: sortable.setActivatorNodeRef,
      }}
    >
      <tr {...props} ref={sortable.setNodeRef} style={style} className={className} />
    </HandleContext.Provider>
  );
}

/** The table's body row: sortable when it is a category row (antd also renders rows without a key). */
export function SortableRow(props: RowProps) {
  const key = props['data-row-key'];
  if (key === undefined) return <tr {...props} />;
  return <DraggableRow {...props} rowId={Number(key)} />;
}

export function DragHandle({ label, disabled }: { label: string; disabled: boolean }) {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      disabled={disabled}
      className="hh-category-handle"
      data-testid="category-drag-handle"
      ref={handle?.setActivatorNodeRef}
      {...(disabled ? {} : { ...handle?.attributes, ...handle?.listeners })}
    />
  );
}
