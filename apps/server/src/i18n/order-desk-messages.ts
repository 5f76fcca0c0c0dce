/** The staff order desk's messages (actions, pickup verification, batch ship, timeline lines), in both languages. */
export const orderDeskMessages = {
  'validation.trackingNo': {
    zh: '快递单号为 4–40 位字母、数字或连字符',
    en: 'A tracking number has 4–40 letters, digits or hyphens',
  },
  'validation.expressCode': {
    zh: '快递公司编码为 1–20 位字母、数字、下划线或连字符',
    en: 'An express company code has 1–20 letters, digits, underscores or hyphens',
  },
  'validation.payAmountMin': { zh: '应付金额不能低于 0.01', en: 'The amount due must be at least 0.01' },
  'validation.pickupCode': { zh: '核销码为 6–16 位数字', en: 'A pickup code has 6–16 digits' },
  'order.afterSaleOpen': {
    zh: '售后单 {code} 正在申请退回该订单剩余的全部商品，请先处理售后再发货或核销',
    en: 'After-sale {code} asks back every piece left of this order: settle it before the goods leave',
  },
  'order.shipState': {
    zh: '只有待发货的订单可以发货（当前：{status}）',
    en: 'Only an order waiting to ship can be shipped (now: {status})',
  },
  'order.trackingState': {
    zh: '只有已由快递发出的已发货订单可以修改快递单号',
    en: 'Only a shipped order sent by an express company can have its tracking number changed',
  },
  'order.trackingSame': {
    zh: '快递公司和单号与当前相同',
    en: 'The express company and tracking number are the same as now',
  },
  'order.priceState': {
    zh: '只有待付款的订单可以改价（当前：{status}）',
    en: 'Only an unpaid order can have its price changed (now: {status})',
  },
  'order.priceOnce': {
    zh: '该订单已改过一次价格，再次改价需要“多次修改价格”权限',
    en: 'The price of this order was changed once already; changing it again needs the "change price again" permission',
  },
  'order.priceTooHigh': {
    zh: '应付金额不能超过 9999999999.99',
    en: 'The amount due cannot exceed 9999999999.99',
  },
  'order.cancelState': {
    zh: '只有待付款的订单可以取消（当前：{status}）',
    en: 'Only an unpaid order can be cancelled (now: {status})',
  },
  'order.verifyNotFound': {
    zh: '核销码不存在或订单不在待核销状态',
    en: 'No order waiting for pickup has this code',
  },
  'order.verifyOtherStore': {
    zh: '该订单需在“{store}”自提，不属于你所在的门店',
    en: 'This order is to be collected at "{store}", which is not one of your stores',
  },
  'order.verifyNoStore': {
    zh: '你尚未绑定门店，不能核销自提订单：请管理员在“系统管理 → 员工管理”中为你绑定门店',
    en: 'You are bound to no store, so you cannot verify pickups: an administrator binds you to one under System → Staff',
  },
  'order.verifyTooMany': {
    zh: '核销码错误次数过多，请 1 分钟后再试',
    en: 'Too many wrong pickup codes; try again in a minute',
  },
  'order.batchEmpty': { zh: '文件中没有发货行', en: 'The file has no shipping rows' },
  'order.batchTooMany': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows per file' },
  'order.batchMissingColumn': { zh: '缺少列“{column}”', en: 'The column "{column}" is missing' },
  'order.batchBadFile': {
    zh: '无法读取该文件，请上传 xlsx 文件',
    en: 'This file cannot be read: upload an xlsx file',
  },
  'order.batchTooBig': {
    zh: '文件解压后超过 {size}，请拆分后分批上传',
    en: 'The file unpacks to more than {size}; split it and upload the parts',
  },
  'order.batchDamaged': {
    zh: '文件已损坏：压缩内容与其记录的大小不符',
    en: 'The file is damaged: its contents do not match their recorded sizes',
  },
  'order.batch.missingCode': { zh: '缺少订单号', en: 'The order code is missing' },
  'order.batch.unknownOrder': { zh: '订单不存在', en: 'There is no such order' },
  'order.batch.wrongState': {
    zh: '订单不是待发货的快递订单（当前：{status}）',
    en: 'The order is not an express order waiting to ship (now: {status})',
  },
  'order.batch.missingExpress': { zh: '缺少快递公司', en: 'The express company is missing' },
  'order.batch.unknownExpress': {
    zh: '快递公司“{express}”不存在或已停用',
    en: 'The express company "{express}" does not exist or is disabled',
  },
  'order.batch.missingTrackingNo': { zh: '缺少快递单号', en: 'The tracking number is missing' },
  'order.batch.badTrackingNo': {
    zh: '快递单号为 4–40 位字母、数字或连字符',
    en: 'A tracking number has 4–40 letters, digits or hyphens',
  },
  'order.batch.afterSaleOpen': {
    zh: '售后单 {code} 正在申请退回该订单剩余的全部商品，请先处理售后',
    en: 'After-sale {code} asks back every piece left of this order: settle it first',
  },
  'order.batch.duplicateRow': {
    zh: '与第 {row} 行是同一订单',
    en: 'The same order as row {row}',
  },
  'order.status.unpaid': { zh: '待付款', en: 'Unpaid' },
  'order.status.toShip': { zh: '待发货', en: 'To ship' },
  'order.status.toVerify': { zh: '待核销', en: 'To verify' },
  'order.status.shipped': { zh: '已发货', en: 'Shipped' },
  'order.status.received': { zh: '已收货', en: 'Received' },
  'order.status.completed': { zh: '已完成', en: 'Completed' },
  'order.status.cancelled': { zh: '已取消', en: 'Cancelled' },
  'order.delivery.express': { zh: '快递', en: 'Express' },
  'order.delivery.pickup': { zh: '门店自提', en: 'Pickup' },
  'order.export.pickupAt': { zh: '门店自提：{storeName}', en: 'Pickup at {storeName}' },
  'order.export.ownCourier': {
    zh: '商家配送：{courierName}（{courierPhone}）',
    en: 'Shop courier {courierName} ({courierPhone})',
  },
  'order.export.noShipping': { zh: '无需物流', en: 'No shipping needed' },
  'order.pay.wallet': { zh: '余额支付', en: 'Wallet' },
  'order.pay.sandbox': { zh: '沙箱支付', en: 'Sandbox' },
  'order.pay.wechat': { zh: '微信支付', en: 'WeChat Pay' },
  'order.cancelReason.shopper': { zh: '买家取消', en: 'By the shopper' },
  'order.cancelReason.timeout': { zh: '超时未支付', en: 'Not paid in time' },
  'order.cancelReason.staff': { zh: '商家取消', en: 'By the shop' },
  'order.returnStatus.pending': { zh: '退款处理中', en: 'Being refunded' },
  'order.returnStatus.succeeded': { zh: '已原路退回', en: 'Refunded to the original payment' },
  'order.returnStatus.failed': { zh: '退款失败，商家处理中', en: 'Refund failed; the shop is handling it' },
  'order.returnNotFailed': { zh: '只有失败的退款可以重试', en: 'Only a failed refund can be retried' },
  'order.event.create': { zh: '下单，应付 {payAmount}', en: 'Placed the order, {payAmount} to pay' },
  'order.event.pay': { zh: '支付成功', en: 'Paid' },
  'order.event.shipExpress': {
    zh: '已发货：{expressName}，单号 {trackingNo}',
    en: 'Shipped by {expressName}, tracking number {trackingNo}',
  },
  'order.event.shipCourier': {
    zh: '已发货：配送员 {courierName}（{courierPhone}）',
    en: 'Shipped with the courier {courierName} ({courierPhone})',
  },
  'order.event.shipNone': { zh: '已发货（无需物流）', en: 'Shipped (no shipping needed)' },
  'order.event.receive': { zh: '确认收货', en: 'Received' },
  'order.event.verify': {
    zh: '已在“{storeName}”核销自提',
    en: 'Pickup verified at "{storeName}"',
  },
  'order.event.complete': { zh: '订单完成', en: 'Completed' },
  'order.event.cancel': { zh: '取消订单：{reason}', en: 'Cancelled: {reason}' },
  'order.event.changePrice': {
    zh: '修改应付金额：{from} → {to}',
    en: 'Changed the amount due: {from} → {to}',
  },
  'order.event.changeTracking': {
    zh: '修改快递单号：{fromExpress} {from} → {toExpress} {to}',
    en: 'Changed the tracking number: {fromExpress} {from} → {toExpress} {to}',
  },
  'order.event.remark': { zh: '修改商家备注', en: 'Changed the staff remark' },
} as const;
