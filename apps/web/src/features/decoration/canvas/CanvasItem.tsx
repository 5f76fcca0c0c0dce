import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import type { DecoComponent } from '@hh/shared';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { sortableItem } from '../../../components/sortable.ts';
import { useDecoT } from '../i18n.ts';

export interface CanvasItemActions {
  select(id: string): void;
  move(from: number, to: number): void;
  duplicate(id: string): void;
  toggleHidden(id: string): void;
  remove(id: string): void;
}

interface CanvasItemProps {
  component: DecoComponent;
  index: number;
  total: number;
  selected: boolean;
  invalid: boolean;
  /** A palette kind is dragged over this component: it will land above it. */
  dropAbove: boolean;
  actions: CanvasItemActions;
  children: ReactNode;
}

/** One component on the canvas: click to select, drag to move, its toolbar above it when selected. */
export function CanvasItem({
  component,
  index,
  total,
  selected,
  invalid,
  dropAbove,
  actions,
  children,
}: CanvasItemProps) {
  const t = useDecoT();
  const sortable = useSortable({ id: component.id });
  const name = t(`components.${component.type}`);
  const classes = [
    'hh-deco-item',
    selected && 'is-selected',
    component.hidden && 'is-hidden',
    invalid && 'is-invalid',
    dropAbove && 'is-drop-above',
  ];
  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string, disabled = false) => (
    <Tooltip title={label} placement="left">
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        disabled={disabled}
        onPointerDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        data-testid={testId}
      />
    </Tooltip>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: it holds the component's view and its own toolbar buttons, so it cannot be a button
    <div
      {...sortableItem(sortable, classes)}
      data-testid="deco-canvas-item"
      data-type={component.type}
      data-id={component.id}
      {...sortable.attributes}
      {...sortable.listeners}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={name}
      onClick={() => actions.select(component.id)}
      onKeyUp={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) actions.select(component.id);
      }}
    >
      <span className="hh-deco-item-name">
        {name}
        {component.hidden && ` · ${t('builder.hidden')}`}
      </span>
      {selected && (
        <div className="hh-deco-item-tools" data-testid="deco-item-tools">
          {tool(
            t('builder.toolbar.up'),
            <ArrowUpOutlined />,
            () => actions.move(index, index - 1),
            'deco-item-up',
            index === 0,
          )}
          {tool(
            t('builder.toolbar.down'),
            <ArrowDownOutlined />,
            () => actions.move(index, index + 1),
            'deco-item-down',
            index === total - 1,
          )}
          {tool(
            t('builder.toolbar.duplicate'),
            <CopyOutlined />,
            () => actions.duplicate(component.id),
            'deco-item-duplicate',
          )}
          {tool(
            component.hidden ? t('builder.toolbar.show') : t('builder.toolbar.hide'),
            component.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />,
            () => actions.toggleHidden(component.id),
            'deco-item-hide',
          )}
          {tool(
            t('builder.toolbar.delete'),
            <DeleteOutlined />,
            () => actions.remove(component.id),
            'deco-item-delete',
          )}
        </div>
      )}
      <div className="hh-deco-item-view">{children}</div>
    </div>
  );
}
