import type { Announcements, DragEndEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { noContent } from '@hh/shared';
import { useState } from 'react';
import { useSortSensors } from '../../../components/sortable.ts';
import { http } from '../../../http/client.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { quietly } from '../../../lib/quietly.ts';
import { CATEGORY_URL, type Category } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { reorderedIds, withOrder } from './categoryTree.ts';

/**
 * Drag-and-drop reordering within one level: the dropped level's ids go to
 * `PUT /api/goodsCategory/reorder`, and the new order shows at once until the reload brings it back.
 */
export function useCategoryDrag<T extends Category>(rows: readonly T[], onSaved: () => Promise<void>) {
  const t = useCatalogT();
  const [pending, setPending] = useState<number[] | null>(null);
  const [draggingParent, setDraggingParent] = useState<number | null>(null);
  const sensors = useSortSensors();
  const shown = pending ? withOrder(rows, pending) : [...rows];
  const find = (id: UniqueIdentifier | undefined) => shown.find((row) => row.id === Number(id));
  const parentOf = (id: number) => find(id)?.parentId;

  const save = async (ids: number[]) => {
    setPending(ids);
    try {
      await http.put(`${CATEGORY_URL}/reorder`, noContent, { ids });
      notifySuccess(t('category.reordered'));
      await onSaved();
    } finally {
      setPending(null);
    }
  };

  const onDragStart = ({ active }: DragStartEvent) => setDraggingParent(parentOf(Number(active.id)) ?? null);
  const onDragCancel = () => setDraggingParent(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggingParent(null);
    if (!over) return;
    const ids = reorderedIds(shown, Number(active.id), Number(over.id));
    if (ids) quietly(save(ids));
  };

  const nameOf = (id: UniqueIdentifier) => find(id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => {
    const row = find(id);
    if (!row) return 0;
    const level = shown.filter((other) => other.parentId === row.parentId);
    return level.sort((a, b) => a.sort - b.sort || a.id - b.id).indexOf(row) + 1;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('category.a11y.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('category.a11y.movedOver', { name: nameOf(active.id), position: positionOf(over?.id) }),
    onDragEnd: ({ active }) => t('category.a11y.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('category.a11y.cancelled', { name: nameOf(active.id) }),
  };

  return {
    rows: shown,
    saving: pending !== null,
    draggingParent,
    parentOf,
    dndProps: {
      sensors,
      onDragStart,
      onDragEnd,
      onDragCancel,
      accessibility: {
        announcements,
        screenReaderInstructions: { draggable: t('category.a11y.instructions') },
      },
    },
  };
}
