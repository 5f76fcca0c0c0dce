/**
 * The one table of the back office's business areas: their menu directories, the screens each
 * opens (by component key) and every permission they grant. The server seeds its `menus` rows from
 * it and types its route guards with it; the web registers its screens by its component keys.
 */

/** The business areas: one word each, the same as the server module and the web feature folder. */
type Area =
  | 'auth'
  | 'users'
  | 'roles'
  | 'menus'
  | 'logs'
  | 'members'
  | 'dictionaries'
  | 'stores'
  | 'dealers'
  | 'system-config'
  | 'navigation'
  | 'decoration'
  | 'express'
  | 'regions'
  | 'goods'
  | 'dashboard'
  | 'media'
  | 'companies'
  | 'onboarding'
  | 'platform'
  | 'orders'
  | 'after-sales'
  | 'coupons'
  | 'bargain'
  | 'promotions'
  | 'group-buy'
  | 'seckill';

/** A button of a screen: a permission a role can be granted, shown as a menu row of type button. */
export interface MenuButton {
  type: 'button';
  title: string;
  titleEn: string;
  permission: string;
  sort: number;
}

/** A screen in the menu (type menu), reached at `path` under its directory. */
export interface MenuScreen {
  type: 'menu';
  /** The business area the screen belongs to. */
  area: Area;
  title: string;
  titleEn: string;
  name: string;
  path: string;
  /** The component key the web registers the screen under. */
  component: string;
  icon: string;
  /** The permission that opens the screen. */
  permission: string;
  sort: number;
  hidden?: true;
  noCache?: true;
  platformOnly?: true;
  buttons?: readonly MenuButton[];
}

/** A top-level menu directory (rendered by the layout). */
export interface MenuDirectory {
  type: 'directory';
  title: string;
  titleEn: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  /** Out of the sidebar, like all its screens (reached from elsewhere, e.g. the media picker). */
  hidden?: true;
  platformOnly?: true;
  /** A shop's own directory (orders, goods…), with all its screens: the platform company does not show it. */
  shopOnly?: true;
  entries: readonly MenuScreen[];
}

const button = <const P extends string>(title: string, titleEn: string, permission: P, sort: number) =>
  ({ type: 'button', title, titleEn, permission, sort }) as const;

const crudButtons = <const P extends string>(prefix: P, zh: string, en: string) =>
  [
    button(`新增${zh}`, `Add ${en}`, `${prefix}:add`, 1),
    button(`编辑${zh}`, `Edit ${en}`, `${prefix}:edit`, 2),
    button(`删除${zh}`, `Delete ${en}`, `${prefix}:del`, 3),
  ] as const;

export const MENU_TABLE = [
  {
    type: 'directory',
    title: '首页',
    titleEn: 'Home',
    name: 'Home',
    path: '/home',
    icon: 'HomeOutlined',
    hidden: true,
    shopOnly: true,
    sort: 0,
    entries: [
      {
        // The dashboard itself is open to every member (the web's fixed /dashboard route); its blocks
        // are granted one by one: the product figures, and the money ones (sales, refunds, stock value).
        type: 'menu',
        area: 'dashboard',
        title: '商品统计',
        titleEn: 'Product statistics',
        name: 'DashboardBlocks',
        path: '/dashboard',
        component: 'dashboard/index',
        icon: 'DashboardOutlined',
        permission: 'dashboard:products',
        hidden: true,
        sort: 1,
        buttons: [
          button('销售统计', 'Sales statistics', 'dashboard:sales', 1),
          button('退款统计', 'Refund statistics', 'dashboard:refunds', 2),
          button('库存成本总值', 'Stock value at cost', 'dashboard:stockValue', 3),
        ],
      },
    ],
  },
  {
    type: 'directory',
    title: '订单',
    titleEn: 'Orders',
    name: 'Order',
    path: '/order',
    icon: 'ProfileOutlined',
    shopOnly: true,
    sort: 3,
    entries: [
      {
        type: 'menu',
        area: 'orders',
        title: '订单列表',
        titleEn: 'Orders',
        name: 'OrderList',
        path: 'index',
        component: 'orders/index',
        icon: 'UnorderedListOutlined',
        permission: 'order:list',
        sort: 1,
        buttons: [
          button('发货', 'Ship', 'order:ship', 2),
          button('修改快递单号', 'Change tracking number', 'order:tracking', 3),
          button('修改价格', 'Change price', 'order:price', 4),
          button('多次修改价格', 'Change price again', 'order:priceAgain', 5),
          button('订单备注', 'Remark', 'order:remark', 6),
          button('取消订单', 'Cancel order', 'order:cancel', 7),
          button('导出订单', 'Export orders', 'order:export', 8),
          button('批量发货', 'Batch ship', 'order:batchShip', 9),
          button('订单设置', 'Order settings', 'order:settings', 10),
        ],
      },
      {
        type: 'menu',
        area: 'orders',
        title: '订单详情',
        titleEn: 'Order detail',
        name: 'OrderDetail',
        path: 'detail/:id',
        component: 'orders/detail',
        icon: 'FileTextOutlined',
        permission: 'order:detail',
        hidden: true,
        sort: 2,
      },
      {
        type: 'menu',
        area: 'orders',
        title: '代客下单',
        titleEn: 'Place an order',
        name: 'OrderCreate',
        path: 'create',
        component: 'orders/create',
        icon: 'ShoppingCartOutlined',
        permission: 'order:add',
        hidden: true,
        sort: 3,
      },
      {
        type: 'menu',
        area: 'orders',
        title: '核销订单',
        titleEn: 'Pickup verification',
        name: 'OrderVerify',
        path: 'verify',
        component: 'orders/verify',
        icon: 'QrcodeOutlined',
        permission: 'order:verify',
        sort: 4,
      },
      {
        type: 'menu',
        area: 'after-sales',
        title: '售后管理',
        titleEn: 'After-sales',
        name: 'AfterSaleList',
        path: 'after-sales',
        component: 'after-sales/index',
        icon: 'RollbackOutlined',
        permission: 'afterSale:list',
        sort: 5,
        buttons: [
          button('审核通过', 'Approve', 'afterSale:approve', 1),
          button('拒绝售后', 'Reject', 'afterSale:reject', 2),
          button('确认收货', 'Confirm return received', 'afterSale:receive', 3),
          button('退款', 'Refund', 'afterSale:refund', 4),
          button('导出售后', 'Export after-sales', 'afterSale:export', 5),
          button('售后设置', 'After-sales settings', 'afterSale:settings', 6),
        ],
      },
      {
        type: 'menu',
        area: 'after-sales',
        title: '售后详情',
        titleEn: 'After-sale detail',
        name: 'AfterSaleDetail',
        path: 'after-sales/:id',
        component: 'after-sales/detail',
        icon: 'FileTextOutlined',
        permission: 'afterSale:detail',
        hidden: true,
        sort: 6,
      },
    ],
  },
  {
    type: 'directory',
    title: '营销',
    titleEn: 'Marketing',
    name: 'Marketing',
    path: '/marketing',
    icon: 'GiftOutlined',
    shopOnly: true,
    sort: 6,
    entries: [
      {
        type: 'menu',
        area: 'coupons',
        title: '优惠券',
        titleEn: 'Coupons',
        name: 'Coupons',
        path: 'coupons',
        component: 'marketing/coupons/index',
        icon: 'TagsOutlined',
        permission: 'coupon:list',
        sort: 1,
        buttons: [
          button('新增优惠券', 'Add coupons', 'coupon:add', 1),
          button('编辑优惠券', 'Edit coupons', 'coupon:edit', 2),
          button('推送优惠券', 'Push coupons', 'coupon:push', 3),
        ],
      },
      {
        type: 'menu',
        area: 'bargain',
        title: '砍价',
        titleEn: 'Bargain',
        name: 'Bargain',
        path: 'bargain',
        component: 'marketing/bargain/index',
        icon: 'ScissorOutlined',
        permission: 'bargain:list',
        sort: 2,
        buttons: [
          button('新增砍价活动', 'Add bargain activities', 'bargain:add', 1),
          button('编辑砍价活动', 'Edit bargain activities', 'bargain:edit', 2),
          button('删除砍价活动', 'Delete bargain activities', 'bargain:delete', 3),
        ],
      },
      {
        type: 'menu',
        area: 'promotions',
        title: '满减满折',
        titleEn: 'Order promotions',
        name: 'Promotions',
        path: 'promotions',
        component: 'marketing/promotions/index',
        icon: 'DollarOutlined',
        permission: 'promotion:list',
        sort: 3,
        buttons: [
          button('新增满减规则', 'Add promotions', 'promotion:add', 1),
          button('编辑满减规则', 'Edit promotions', 'promotion:edit', 2),
          button('删除满减规则', 'Delete promotions', 'promotion:delete', 3),
        ],
      },
      {
        type: 'menu',
        area: 'group-buy',
        title: '拼团',
        titleEn: 'Group buy',
        name: 'GroupBuy',
        path: 'group-buy',
        component: 'marketing/group-buy/index',
        icon: 'TeamOutlined',
        permission: 'groupbuy:list',
        sort: 4,
        buttons: [
          button('新增拼团活动', 'Add group-buy activities', 'groupbuy:add', 1),
          button('编辑拼团活动', 'Edit group-buy activities', 'groupbuy:edit', 2),
          button('删除拼团活动', 'Delete group-buy activities', 'groupbuy:delete', 3),
        ],
      },
      {
        type: 'menu',
        area: 'seckill',
        title: '秒杀',
        titleEn: 'Seckill',
        name: 'Seckill',
        path: 'seckill',
        component: 'marketing/seckill/index',
        icon: 'ThunderboltOutlined',
        permission: 'seckill:list',
        sort: 5,
        buttons: [
          button('新增秒杀', 'Add seckill', 'seckill:add', 1),
          button('编辑秒杀', 'Edit seckill', 'seckill:edit', 2),
          button('删除秒杀', 'Delete seckill', 'seckill:delete', 3),
        ],
      },
    ],
  },
  {
    type: 'directory',
    title: '商品管理',
    titleEn: 'Goods',
    name: 'Goods',
    path: '/goods',
    icon: 'ShoppingOutlined',
    shopOnly: true,
    sort: 5,
    entries: [
      {
        type: 'menu',
        area: 'goods',
        title: '商品列表',
        titleEn: 'Products',
        name: 'Product',
        path: 'product',
        component: 'goods/product/index',
        icon: 'ShoppingCartOutlined',
        permission: 'product:list',
        sort: 1,
        buttons: [
          ...crudButtons('product', '商品', 'product'),
          button('调整库存', 'Adjust stock', 'product:stock', 4),
        ],
      },
      {
        type: 'menu',
        area: 'goods',
        title: '添加商品',
        titleEn: 'Add product',
        name: 'ProductAdd',
        path: 'product/add',
        component: 'goods/product/form',
        icon: 'ShoppingCartOutlined',
        permission: 'product:add',
        hidden: true,
        sort: 2,
      },
      {
        type: 'menu',
        area: 'goods',
        title: '编辑商品',
        titleEn: 'Edit product',
        name: 'ProductEdit',
        path: 'product/edit/:id',
        component: 'goods/product/form',
        icon: 'ShoppingCartOutlined',
        permission: 'product:edit',
        hidden: true,
        sort: 3,
      },
      {
        type: 'menu',
        area: 'goods',
        title: '商品分类',
        titleEn: 'Categories',
        name: 'GoodsCategory',
        path: 'category',
        component: 'goods/category/index',
        icon: 'AppstoreOutlined',
        permission: 'goodsCategory:list',
        sort: 4,
        buttons: crudButtons('goodsCategory', '分类', 'category'),
      },
      {
        type: 'menu',
        area: 'goods',
        title: '规格模板',
        titleEn: 'Spec templates',
        name: 'SpecTemplate',
        path: 'spec',
        component: 'goods/spec/index',
        icon: 'TagsOutlined',
        permission: 'spec:list',
        sort: 5,
        buttons: crudButtons('spec', '规格模板', 'spec template'),
      },
      {
        type: 'menu',
        area: 'goods',
        title: '运费模板',
        titleEn: 'Freight templates',
        name: 'FreightTemplate',
        path: 'freight',
        component: 'goods/freight/index',
        icon: 'CarOutlined',
        permission: 'freight:list',
        sort: 6,
        buttons: crudButtons('freight', '运费模板', 'freight template'),
      },
    ],
  },
  {
    type: 'directory',
    title: '店铺管理',
    titleEn: 'Shop',
    name: 'Shop',
    path: '/shop',
    icon: 'ShopOutlined',
    shopOnly: true,
    sort: 20,
    entries: [
      {
        type: 'menu',
        area: 'stores',
        title: '门店管理',
        titleEn: 'Stores',
        name: 'Stores',
        path: 'stores',
        component: 'shop/stores/index',
        icon: 'EnvironmentOutlined',
        permission: 'stores:list',
        sort: 1,
        buttons: crudButtons('stores', '门店', 'store'),
      },
      {
        type: 'menu',
        area: 'dealers',
        title: '经销商管理',
        titleEn: 'Dealers',
        name: 'Dealer',
        path: 'dealer',
        component: 'shop/dealer/index',
        icon: 'ApartmentOutlined',
        permission: 'dealer:list',
        sort: 2,
        buttons: crudButtons('dealer', '经销商', 'dealer'),
      },
      {
        type: 'menu',
        area: 'system-config',
        title: '系统配置',
        titleEn: 'Settings',
        name: 'SystemConfig',
        path: 'config',
        component: 'shop/config/index',
        icon: 'ControlOutlined',
        permission: 'systemConfig:edit',
        sort: 3,
      },
      {
        type: 'menu',
        area: 'onboarding',
        title: '店铺资料',
        titleEn: 'Shop profile',
        name: 'ShopProfile',
        path: 'profile',
        component: 'shop/profile/index',
        icon: 'ProfileOutlined',
        permission: 'company:edit',
        sort: 0,
        buttons: [button('购买套餐', 'Buy a plan', 'company:pay', 1)],
      },
      {
        type: 'menu',
        area: 'navigation',
        title: '底部导航',
        titleEn: 'Bottom navigation',
        name: 'BottomNav',
        path: 'nav',
        component: 'shop/nav/index',
        icon: 'MobileOutlined',
        permission: 'nav:list',
        sort: 4,
        buttons: [button('保存导航', 'Save navigation', 'nav:edit', 1)],
      },
      {
        type: 'menu',
        area: 'decoration',
        title: '页面装修',
        titleEn: 'Page decoration',
        name: 'Decoration',
        path: 'decoration',
        component: 'shop/decoration/index',
        icon: 'LayoutOutlined',
        permission: 'decoration:list',
        sort: 6,
        buttons: [
          button('编辑页面', 'Edit pages', 'decoration:edit', 1),
          button('发布页面', 'Publish pages', 'decoration:publish', 2),
        ],
      },
      {
        type: 'menu',
        area: 'decoration',
        title: '页面编辑器',
        titleEn: 'Page builder',
        name: 'DecorationBuilder',
        path: 'decoration/builder/:id',
        component: 'shop/decoration/builder',
        icon: 'BuildOutlined',
        permission: 'decoration:edit',
        hidden: true,
        sort: 7,
      },
      {
        type: 'menu',
        area: 'express',
        title: '快递公司',
        titleEn: 'Express companies',
        name: 'Express',
        path: 'express',
        component: 'shop/express/index',
        icon: 'CarOutlined',
        permission: 'express:list',
        sort: 5,
        buttons: crudButtons('express', '快递公司', 'express company'),
      },
    ],
  },
  {
    type: 'directory',
    title: '平台管理',
    titleEn: 'Platform',
    name: 'Platform',
    path: '/platform',
    icon: 'ClusterOutlined',
    platformOnly: true,
    sort: 10,
    entries: [
      {
        type: 'menu',
        area: 'platform',
        title: '店铺审核',
        titleEn: 'Shop approval',
        name: 'PlatformCompany',
        path: 'company',
        component: 'platform/company/index',
        icon: 'AuditOutlined',
        permission: 'company:list',
        platformOnly: true,
        sort: 1,
        buttons: [button('审核店铺', 'Approve shops', 'company:audit', 1)],
      },
      {
        type: 'menu',
        area: 'platform',
        title: '店铺分类',
        titleEn: 'Shop categories',
        name: 'PlatformCategory',
        path: 'category',
        component: 'platform/category/index',
        icon: 'AppstoreOutlined',
        permission: 'storeCategory:list',
        platformOnly: true,
        sort: 2,
        buttons: crudButtons('storeCategory', '分类', 'category'),
      },
      {
        type: 'menu',
        area: 'platform',
        title: '套餐管理',
        titleEn: 'Plans',
        name: 'PlatformPlan',
        path: 'plan',
        component: 'platform/plan/index',
        icon: 'CrownOutlined',
        permission: 'plan:list',
        platformOnly: true,
        sort: 3,
        buttons: crudButtons('plan', '套餐', 'plan'),
      },
      {
        type: 'menu',
        area: 'platform',
        title: '系统状态',
        titleEn: 'System status',
        name: 'PlatformStatus',
        path: 'status',
        component: 'platform/status/index',
        icon: 'DashboardOutlined',
        permission: 'status:list',
        platformOnly: true,
        sort: 4,
      },
    ],
  },
  {
    type: 'directory',
    title: '素材管理',
    titleEn: 'Media',
    name: 'Study',
    path: '/study',
    icon: 'PictureOutlined',
    sort: 80,
    hidden: true,
    entries: [
      {
        type: 'menu',
        area: 'media',
        title: '素材库',
        titleEn: 'Media library',
        name: 'Materia',
        path: 'materia/index',
        component: 'study/materia/index',
        icon: 'FileImageOutlined',
        permission: 'media:list',
        hidden: true,
        noCache: true,
        sort: 1,
        buttons: [
          button('上传素材', 'Upload media', 'media:upload', 1),
          button('编辑素材', 'Edit media', 'media:edit', 2),
          button('删除素材', 'Delete media', 'media:del', 3),
        ],
      },
    ],
  },
  {
    type: 'directory',
    title: '会员管理',
    titleEn: 'Members',
    name: 'Member',
    path: '/member',
    icon: 'UserOutlined',
    shopOnly: true,
    sort: 30,
    entries: [
      {
        type: 'menu',
        area: 'members',
        title: '会员列表',
        titleEn: 'Member list',
        name: 'MemberList',
        path: 'user',
        component: 'member/user/index',
        icon: 'IdcardOutlined',
        permission: 'member:list',
        sort: 1,
        buttons: [
          ...crudButtons('member', '会员', 'member'),
          button('调整余额', 'Adjust balance', 'member:money', 4),
        ],
      },
    ],
  },
  {
    type: 'directory',
    title: '系统管理',
    titleEn: 'System',
    name: 'System',
    path: '/system',
    icon: 'SettingOutlined',
    sort: 90,
    entries: [
      {
        type: 'menu',
        area: 'users',
        title: '员工管理',
        titleEn: 'Staff',
        name: 'User',
        path: 'user',
        component: 'system/user/index',
        icon: 'TeamOutlined',
        permission: 'user:list',
        sort: 1,
        buttons: [
          button('新增员工', 'Add staff', 'user:add', 1),
          button('编辑员工', 'Edit staff', 'user:edit', 2),
          button('删除员工', 'Remove staff', 'user:del', 3),
        ],
      },
      {
        type: 'menu',
        area: 'roles',
        title: '角色管理',
        titleEn: 'Roles',
        name: 'Role',
        path: 'role',
        component: 'system/role/index',
        icon: 'SafetyCertificateOutlined',
        permission: 'roles:list',
        sort: 2,
        buttons: crudButtons('roles', '角色', 'role'),
      },
      {
        type: 'menu',
        area: 'menus',
        title: '菜单管理',
        titleEn: 'Menus',
        name: 'Menu',
        path: 'menu',
        component: 'system/menu/index',
        icon: 'MenuOutlined',
        permission: 'menu:list',
        platformOnly: true,
        sort: 3,
        buttons: crudButtons('menu', '菜单', 'menu'),
      },
      {
        type: 'menu',
        area: 'dictionaries',
        title: '字典管理',
        titleEn: 'Dictionaries',
        name: 'Dict',
        path: 'dict',
        component: 'system/dict/index',
        icon: 'BookOutlined',
        permission: 'dict:list',
        sort: 4,
        buttons: crudButtons('dict', '字典', 'dictionary'),
      },
      {
        type: 'menu',
        area: 'logs',
        title: '操作日志',
        titleEn: 'Audit log',
        name: 'Log',
        path: 'log',
        component: 'system/log/index',
        icon: 'FileSearchOutlined',
        permission: 'log:list',
        sort: 5,
      },
    ],
  },
] as const satisfies readonly MenuDirectory[];
