/**
 * What the system writes on ledgers and sends to payment providers. Ledger lines store the zh text
 * (what older clients show) beside the code and params the clients translate.
 */
export const ledgerMessages = {
  'ledger.member.orderPay': { zh: '订单支付 {code}', en: 'Paid order {code}' },
  'ledger.member.orderRefund': {
    zh: '订单退款 {order}（售后 {afterSale}）',
    en: 'Refund of order {order} (after-sale {afterSale})',
  },
  'ledger.member.paymentReturn': { zh: '重复或无效支付退回', en: 'Duplicate or void payment returned' },
  'ledger.member.openingBalance': { zh: '开户余额', en: 'Opening balance' },
  'ledger.member.openingPoints': { zh: '开户积分', en: 'Opening points' },
  'ledger.stock.order': { zh: '订单 {code}', en: 'Order {code}' },
  'ledger.stock.orderCancel': { zh: '订单取消 {code}', en: 'Order {code} cancelled' },
  'ledger.stock.afterSaleReturn': { zh: '售后退货入库 {code}', en: 'Returned by after-sale {code}' },
  'ledger.stock.refundRestock': { zh: '售后退款回库 {code}', en: 'Back on sale after refund {code}' },
  'payment.description': { zh: '订单 {code}', en: 'Order {code}' },
  'payment.refundDescription': { zh: '售后退款 {amount}', en: 'After-sale refund {amount}' },
  'payment.returnDescription': { zh: '重复或无效支付退回', en: 'Duplicate or void payment returned' },
} as const;
