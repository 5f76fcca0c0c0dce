import { type ReactNode, useState } from 'react';
import type { OrderRef } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import type { OrderAction } from '../status.ts';
import { confirmCancel } from './confirmCancel.ts';
import { PriceDialog } from './PriceDialog.tsx';
import { RemarkDialog } from './RemarkDialog.tsx';
import { ShipDialog } from './ShipDialog.tsx';
import { TrackingDialog } from './TrackingDialog.tsx';

type DialogAction = Exclude<OrderAction, 'cancel'>;

export interface OrderDialogs {
  open(action: OrderAction, order: OrderRef): void;
  dialogs: ReactNode;
}

/** The action dialogs of an order screen; `onChanged` reloads what the screen shows. */
export function useOrderDialogs(onChanged: () => void): OrderDialogs {
  const t = useOrdersT();
  const [opened, setOpened] = useState<{ action: DialogAction; order: OrderRef } | null>(null);
  const close = () => setOpened(null);
  const done = () => {
    setOpened(null);
    onChanged();
  };
  const orderFor = (action: DialogAction) => (opened?.action === action ? opened.order : null);

  const open = (action: OrderAction, order: OrderRef) => {
    if (action === 'cancel') confirmCancel(order, t, onChanged);
    else setOpened({ action, order });
  };

  return {
    open,
    dialogs: (
      <>
        <ShipDialog order={orderFor('ship')} onClose={close} onDone={done} />
        <TrackingDialog order={orderFor('tracking')} onClose={close} onDone={done} />
        <PriceDialog order={orderFor('price')} onClose={close} onDone={done} />
        <RemarkDialog order={orderFor('remark')} onClose={close} onDone={done} />
      </>
    ),
  };
}
