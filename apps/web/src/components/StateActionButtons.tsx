import { type Grant, hasPermission } from '@hh/shared';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../session/state.ts';
import { usePermission } from './usePermission.ts';

export interface StateActionButtonsProps<A extends string> {
  /** What the record's state allows (its area's `actionsFor`, read from the transition table), in order. */
  actions: readonly A[];
  /** The permission each action asks for: an action the person may not take is not shown. */
  guards: Record<A, Grant[]>;
  label(action: A): string;
  onAction(action: A): void;
  /** On the detail's bar: whether an action is the main (primary) or a dangerous one. */
  primary(action: A): boolean;
  danger(action: A): boolean;
  /** The area's name in `data-testid`s (`order` → `order-ship`, `order-detail-open`) and the class `hh-{name}-actions`. */
  name: string;
  /** The row's link to the record's detail tab (not on the detail itself). */
  detail?: { path: string; grant: Grant[]; label: string };
  /** Buttons as links (table rows) or as buttons (the detail's bar). */
  variant?: 'link' | 'default';
}

/** A record's actions (an order's, an after-sale's…) as buttons: those its state allows and the person may take. */
export function StateActionButtons<A extends string>(props: StateActionButtonsProps<A>) {
  const { detail, name, variant = 'link' } = props;
  const navigate = useNavigate();
  const roles = useSession((state) => state.roles);
  const mayDetail = usePermission(detail?.grant);
  const actions = props.actions.filter((action) => hasPermission(roles, props.guards[action]));
  const type = variant === 'link' ? 'link' : 'default';
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap className={`hh-${name}-actions`}>
      {detail && mayDetail && (
        <Button
          type={type}
          size="small"
          onClick={() => navigate(detail.path)}
          data-testid={`${name}-detail-open`}
        >
          {detail.label}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          type={variant === 'default' && props.primary(action) ? 'primary' : type}
          danger={props.danger(action)}
          size="small"
          onClick={() => props.onAction(action)}
          data-testid={`${name}-${action}`}
        >
          {props.label(action)}
        </Button>
      ))}
    </Space>
  );
}
