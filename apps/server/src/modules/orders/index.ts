export { computeCheckout, confirmCheckout, createOrder } from './checkout/service.ts';
export { cancelOrder, receiveOrder } from './lifecycle.ts';
export { cancelMyOrder, confirmMyReceipt, myOrder, myOrderCounts, myOrders } from './mine.ts';
export { payByWallet, payThroughProvider } from './payments/service.ts';
export { repriceOrder } from './price.ts';
export { orderRoutes } from './routes.ts';
export { orderEvents, orderLines, orderPayments, orderStatusCounts, orders } from './schema.ts';
export { scheduleAfterShip } from './timers.ts';
export { lockOrder, moveOrder, recordEvent } from './transitions.ts';
