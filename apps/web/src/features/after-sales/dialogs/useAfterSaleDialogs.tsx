import { type ReactNode, useState } from 'react';
import type { AfterSaleRef } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import type { AfterSaleAction } from '../status.ts';
import { ApproveDialog } from './ApproveDialog.tsx';
import { checkAgain } from './checkAgain.ts';
import { confirmRetry } from './confirmRetry.ts';
import { ReceiveDialog } from './ReceiveDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';

type DialogAction = Exclude<AfterSaleAction, 'retry' | 'check'>;

export interface AfterSaleDialogs {
  open(action: AfterSaleAction, sale: AfterSaleRef): void;
  dialogs: ReactNode;
}

/** The action dialogs of an after-sales screen; `onChanged` reloads what the screen shows. */
export function useAfterSaleDialogs(onChanged: () => void): AfterSaleDialogs {
  const t = useAfterSalesT();
  const [opened, setOpened] = useState<{ action: DialogAction; sale: AfterSaleRef } | null>(null);
  const close = () => setOpened(null);
  const done = () => {
    setOpened(null);
    onChanged();
  };
  const saleFor = (action: DialogAction) => (opened?.action === action ? opened.sale : null);

  const open = (action: AfterSaleAction, sale: AfterSaleRef) => {
    if (action === 'retry') confirmRetry(sale, t, onChanged);
    else if (action === 'check') checkAgain(sale, t, onChanged);
    else setOpened({ action, sale });
  };

  return {
    open,
    dialogs: (
      <>
        <ApproveDialog sale={saleFor('approve')} onClose={close} onDone={done} />
        <RejectDialog sale={saleFor('reject')} onClose={close} onDone={done} />
        <ReceiveDialog sale={saleFor('receive')} onClose={close} onDone={done} />
        <RefundDialog sale={saleFor('refund')} onClose={close} onDone={done} />
      </>
    ),
  };
}
