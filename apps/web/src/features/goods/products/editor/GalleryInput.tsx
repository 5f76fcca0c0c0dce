import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { MediaPicker } from '../../../../components/media/MediaPicker.tsx';
import { sortableItem, useSortSensors } from '../../../../components/sortable.ts';
import { useEditorT } from './i18n.ts';

const GALLERY_MAX = 10;

interface TileProps {
  url: string;
  index: number;
  onRemove(url: string): void;
}

function GalleryTile({ url, index, onRemove }: TileProps) {
  const t = useEditorT();
  const sortable = useSortable({ id: url });
  return (
    <li
      {...sortableItem(sortable, ['hh-gallery-tile'])}
      data-testid="gallery-item"
      data-url={url}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <img src={url} alt={String(index + 1)} draggable={false} />
      <Button
        size="small"
        shape="circle"
        className="hh-gallery-remove"
        icon={<CloseOutlined />}
        aria-label={t('gallery.remove')}
        title={t('gallery.remove')}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => onRemove(url)}
        data-testid="gallery-remove"
      />
    </li>
  );
}

export interface GalleryInputProps {
  value?: string[];
  onChange?(value: string[]): void;
}

/** Up to ten pictures from the media library, in the order dragged. */
export function GalleryInput({ value = [], onChange }: GalleryInputProps) {
  const t = useEditorT();
  const [picking, setPicking] = useState(false);
  const sensors = useSortSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.indexOf(String(active.id));
    const to = value.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange?.(arrayMove(value, from, to));
  };
  const room = GALLERY_MAX - value.length;

  return (
    <div className="hh-gallery" data-testid="gallery-input">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={value} strategy={rectSortingStrategy}>
          <ul className="hh-gallery-list">
            {value.map((url, index) => (
              <GalleryTile
                key={url}
                url={url}
                index={index}
                onRemove={(gone) => onChange?.(value.filter((item) => item !== gone))}
              />
            ))}
            {room > 0 && (
              <li>
                <button
                  type="button"
                  className="hh-gallery-add"
                  onClick={() => setPicking(true)}
                  data-testid="gallery-add"
                >
                  <PlusOutlined />
                  <span>{t('gallery.add')}</span>
                </button>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      <Typography.Text type="secondary">
        {t('gallery.hint', { max: GALLERY_MAX })} ·{' '}
        {t('gallery.count', { count: value.length, max: GALLERY_MAX })}
      </Typography.Text>
      <MediaPicker
        open={picking}
        kind="image"
        multiple
        max={room}
        onCancel={() => setPicking(false)}
        onChoose={(urls) => {
          setPicking(false);
          onChange?.([...value, ...urls.filter((url) => !value.includes(url))].slice(0, GALLERY_MAX));
        }}
      />
    </div>
  );
}
