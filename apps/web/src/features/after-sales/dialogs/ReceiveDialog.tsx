import { Checkbox, Form } from 'antd';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type AfterSaleRef, receiveAfterSale } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { SaleHead } from './SaleHead.tsx';

interface ReceiveValues {
  restock: boolean;
}

const INITIAL: ReceiveValues = { restock: false };

export interface ReceiveDialogProps {
  sale: AfterSaleRef | null;
  onClose(): void;
  onDone(): void;
}

/** The goods came back; stock returns only for the returned quantities, and only when "restock" is ticked. */
export function ReceiveDialog({ sale, onClose, onDone }: ReceiveDialogProps) {
  const t = useAfterSalesT();
  const [form] = Form.useForm<ReceiveValues>();

  const submit = async (values: ReceiveValues) => {
    if (!sale) return;
    await receiveAfterSale(sale.id, values.restock);
    notifySuccess(t('receive.done'));
    onDone();
  };

  return (
    <ActionDialog
      open={sale !== null}
      title={t('receive.title')}
      name="after-sale-receive"
      form={form}
      initialValues={INITIAL}
      onClose={onClose}
      onSubmit={submit}
      head={sale && <SaleHead sale={sale} />}
    >
      <Form.Item name="restock" valuePropName="checked" extra={t('receive.restockHint')}>
        <Checkbox data-testid="receive-restock">{t('receive.restock')}</Checkbox>
      </Form.Item>
      <ul className="hh-after-sale-restock-lines" data-testid="receive-lines">
        {sale?.lines.map((line) => (
          <li key={line.orderLineId}>
            {line.productName}
            {line.skuLabel ? ` · ${line.skuLabel}` : ''} × {line.quantity}
          </li>
        ))}
      </ul>
    </ActionDialog>
  );
}
