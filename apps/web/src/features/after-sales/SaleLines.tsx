import { LineList } from '../../components/desk/LineList.tsx';
import type { AfterSaleLine } from './api.ts';

/** The lines an after-sale asks for, as the list shows them: picture, name, variant, quantity asked. */
export function SaleLines({ lines }: { lines: readonly AfterSaleLine[] }) {
  return (
    <LineList
      lines={lines}
      lineKey={(line) => line.orderLineId}
      end={(line) => `× ${line.quantity}`}
      testId="after-sale-lines"
    />
  );
}
