import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { NAV_MIN_ITEMS } from '@hh/shared';
import { useSortSensors } from '../../components/sortable.ts';
import { useNavigationT } from './i18n.ts';
import { NavItemRow } from './NavItemRow.tsx';
import type { NavColors, NavItem } from './types.ts';

export interface NavItemListProps {
  items: readonly NavItem[];
  colors: NavColors;
  activeId: number | null;
  editable: boolean;
  onSelect(id: number): void;
  onDelete(id: number): void;
  onReorder(oldIndex: number, newIndex: number): void;
}

/** The entries in their order; drag a handle with the pointer, or focus it and use space and the arrows. */
export function NavItemList({
  items,
  colors,
  activeId,
  editable,
  onSelect,
  onDelete,
  onReorder,
}: NavItemListProps) {
  const t = useNavigationT();
  const sensors = useSortSensors();
  const indexOf = (id: string | number) => items.findIndex((item) => item.id === id);
  const nameOf = (id: string | number) => items[indexOf(id)]?.navName || t('nav.untitled');
  const position = (id: string | number | undefined) => ({
    position: id === undefined ? 0 : indexOf(id) + 1,
    total: items.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('nav.a11y.pickedUp', { name: nameOf(active.id), ...position(active.id) }),
    onDragOver: ({ active, over }) =>
      t('nav.a11y.movedOver', { name: nameOf(active.id), ...position(over?.id) }),
    onDragEnd: ({ active, over }) =>
      t('nav.a11y.dropped', { name: nameOf(active.id), ...position(over?.id) }),
    onDragCancel: ({ active }) => t('nav.a11y.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const oldIndex = indexOf(active.id);
    const newIndex = indexOf(over.id);
    if (oldIndex >= 0 && newIndex >= 0) onReorder(oldIndex, newIndex);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('nav.a11y.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className="hh-nav-list" data-testid="nav-items">
          {items.map((item) => (
            <NavItemRow
              key={item.id}
              item={item}
              colors={colors}
              selected={item.id === activeId}
              editable={editable}
              deletable={items.length > NAV_MIN_ITEMS}
              onSelect={onSelect}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
