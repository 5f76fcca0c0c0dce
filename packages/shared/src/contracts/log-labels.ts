interface Label {
  zh: string;
  en: string;
}

/**
 * Every kind of thing the server writes an audit line about (its `audit()` takes only these), and what
 * the log and its export call each, in both languages.
 */
export const AUDIT_ENTITY_LABELS = {
  user: { zh: '员工', en: 'Staff' },
  invitation: { zh: '员工邀请', en: 'Staff invitation' },
  role: { zh: '角色', en: 'Role' },
  menu: { zh: '菜单', en: 'Menu' },
  company: { zh: '店铺', en: 'Shop' },
  companyOrder: { zh: '套餐订单', en: 'Plan order' },
  dict: { zh: '字典', en: 'Dictionary' },
  dictDetail: { zh: '字典项', en: 'Dictionary item' },
  media: { zh: '素材', en: 'Media' },
  mediaGroup: { zh: '素材分组', en: 'Media group' },
  member: { zh: '会员', en: 'Member' },
  navigation: { zh: '底部导航', en: 'Bottom navigation' },
  decorationPage: { zh: '装修页面', en: 'Decorated page' },
  store: { zh: '门店', en: 'Store' },
  dealer: { zh: '经销商', en: 'Dealer' },
  systemConfig: { zh: '系统配置', en: 'System config' },
  goodsCategory: { zh: '商品分类', en: 'Product category' },
  product: { zh: '商品', en: 'Product' },
  specTemplate: { zh: '规格模板', en: 'Spec template' },
  freightTemplate: { zh: '运费模板', en: 'Freight template' },
  storeCategory: { zh: '店铺分类', en: 'Shop category' },
  plan: { zh: '套餐', en: 'Plan' },
  express: { zh: '快递公司', en: 'Express company' },
  orderSettings: { zh: '订单设置', en: 'Order settings' },
  afterSaleSettings: { zh: '售后设置', en: 'After-sales settings' },
  couponTemplate: { zh: '优惠券模板', en: 'Coupon template' },
  couponIssue: { zh: '优惠券发放', en: 'Coupon issue' },
  bargainActivity: { zh: '砍价活动', en: 'Bargain activity' },
  groupBuyActivity: { zh: '拼团活动', en: 'Group-buy activity' },
  promotion: { zh: '满减满折', en: 'Order promotion' },
  seckillSlot: { zh: '秒杀场次', en: 'Seckill slot' },
  seckillActivity: { zh: '秒杀活动', en: 'Seckill activity' },
} satisfies Record<string, Label>;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntity[];

/** Every action the server writes an audit line for, and what the log and its export call it. */
export const AUDIT_ACTION_LABELS = {
  create: { zh: '新增', en: 'Create' },
  update: { zh: '修改', en: 'Update' },
  delete: { zh: '删除', en: 'Delete' },
  import: { zh: '导入', en: 'Import' },
  upload: { zh: '上传', en: 'Upload' },
  reorder: { zh: '调整排序', en: 'Reorder' },
  bulkUpdate: { zh: '批量修改', en: 'Bulk update' },
  recycle: { zh: '移入回收站', en: 'Move to recycle bin' },
  restore: { zh: '从回收站恢复', en: 'Restore from recycle bin' },
  purge: { zh: '彻底删除', en: 'Delete permanently' },
  grantMenus: { zh: '分配菜单', en: 'Grant menus' },
  resetPassword: { zh: '重置密码', en: 'Reset password' },
  changePassword: { zh: '修改密码', en: 'Change password' },
  updateProfile: { zh: '修改资料', en: 'Edit profile' },
  updateAvatar: { zh: '更换头像', en: 'Change avatar' },
  cancel: { zh: '撤回', en: 'Withdraw' },
  accept: { zh: '接受', en: 'Accept' },
  decline: { zh: '拒绝', en: 'Decline' },
  decide: { zh: '审核', en: 'Review' },
  adjustMoney: { zh: '调整余额', en: 'Adjust balance' },
  adjustPoints: { zh: '调整积分', en: 'Adjust points' },
  setSpread: { zh: '设置推广人', en: 'Set promoter' },
  setStatus: { zh: '修改状态', en: 'Change status' },
  publish: { zh: '发布', en: 'Publish' },
  rollback: { zh: '回滚', en: 'Roll back' },
  setHome: { zh: '设为首页', en: 'Set as home' },
  pushCoupons: { zh: '推送优惠券', en: 'Push coupons' },
} satisfies Record<string, Label>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** One language's names, as the web's translation files hold them. */
export const auditLabelsIn = <K extends string>(labels: Record<K, Label>, lang: 'zh' | 'en') =>
  Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label[lang]])) as Record<
    K,
    string
  >;
