import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** A drag starts after 4 px (a click stays a click); the keyboard moves an item between the list's places. */
export const useSortSensors = () =>
  useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

/** A sortable item's element: its node for dnd-kit, its move while dragged, its classes and `is-dragging`. */
export const sortableItem = (
  sortable: ReturnType<typeof useSortable>,
  classes: readonly (string | false | undefined)[],
) => ({
  ref: sortable.setNodeRef,
  style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
  className: [...classes, sortable.isDragging && 'is-dragging'].filter(Boolean).join(' '),
});
