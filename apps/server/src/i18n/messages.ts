import { afterSaleMessages } from './after-sale-messages.ts';
import { bargainMessages } from './bargain-messages.ts';
import { couponMessages } from './coupon-messages.ts';
import { decorationMessages } from './decoration-messages.ts';
import { groupBuyMessages } from './group-buy-messages.ts';
import { ledgerMessages } from './ledger-messages.ts';
import { orderDeskMessages } from './order-desk-messages.ts';
import { promotionMessages } from './promotion-messages.ts';
import { seckillMessages } from './seckill-messages.ts';

export type Lang = 'zh' | 'en';

/**
 * Every message the server sends to a person, in both languages. `{name}` is replaced by params.
 * @internal
 */
export const messages = {
  ...orderDeskMessages,
  ...decorationMessages,
  ...afterSaleMessages,
  ...ledgerMessages,
  ...couponMessages,
  ...bargainMessages,
  ...groupBuyMessages,
  ...promotionMessages,
  ...seckillMessages,
  'error.badRequest': { zh: '请求参数不正确', en: 'Invalid request' },
  'error.validation': { zh: '输入有误，请检查', en: 'Some fields are invalid' },
  'error.unauthorized': {
    zh: '登录状态已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
  },
  'error.forbidden': { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  'error.noCompany': { zh: '请先选择店铺', en: 'Choose a shop first' },
  'error.companyDisabled': { zh: '该店铺已被停用', en: 'This shop has been disabled' },
  'company.state.pending_payment': {
    zh: '店铺尚未购买套餐，完成支付并通过平台审核后即可使用',
    en: 'This shop has no plan yet: pay for one and pass the platform review to start using it',
  },
  'company.state.pending_approval': {
    zh: '店铺正在等待平台审核，审核通过后即可使用',
    en: 'This shop is waiting for the platform review; you can use it once approved',
  },
  'company.state.rejected': {
    zh: '店铺审核未通过，请修改资料后重新提交',
    en: 'The platform did not approve this shop; update its details and submit them again',
  },
  'company.state.expired': {
    zh: '店铺套餐已到期，请续费后继续使用',
    en: "This shop's plan has expired; renew it to go on using the shop",
  },
  'plan.staffLimit': {
    zh: '当前套餐最多可有{max}名员工，请升级套餐后再添加',
    en: 'Your plan allows {max} staff at most; upgrade the plan to add more',
  },
  'plan.storeLimit': {
    zh: '当前套餐最多可开{max}家门店，请升级套餐后再添加',
    en: 'Your plan allows {max} stores at most; upgrade the plan to add more',
  },
  'error.notFound': { zh: '资源不存在', en: 'Not found' },
  'error.routeNotFound': { zh: '接口不存在', en: 'No such endpoint' },
  'error.conflict': { zh: '数据冲突', en: 'Conflict' },
  'error.tooMany': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'error.internal': {
    zh: '服务器开小差了，请稍后再试',
    en: 'Something went wrong on the server, please try again later',
  },
  'error.payloadTooLarge': { zh: '上传内容过大', en: 'The upload is too large' },
  'error.unsupportedMedia': { zh: '不支持的内容类型', en: 'Unsupported content type' },
  'auth.captchaWrong': { zh: '验证码错误', en: 'The verification code is wrong' },
  'auth.captchaExpired': {
    zh: '验证码不存在或已过期',
    en: 'The verification code has expired, get a new one',
  },
  'auth.badCredentials': { zh: '用户名或密码错误', en: 'Wrong username or password' },
  'auth.userDisabled': {
    zh: '账号已停用，请联系管理员',
    en: 'This account is disabled, contact an administrator',
  },
  'auth.tooManyAttempts': {
    zh: '失败次数过多，请{seconds}秒后再试',
    en: 'Too many failed attempts, try again in {seconds} s',
  },
  'auth.tooManyAttemptsMinutes': {
    zh: '失败次数过多，请{minutes}分钟后再试',
    en: 'Too many failed attempts, try again in {minutes} min',
  },
  'auth.smsSent': { zh: '验证码已发送', en: 'The code has been sent' },
  'auth.smsTooFrequent': {
    zh: '发送过于频繁，请{seconds}秒后再试',
    en: 'Please wait {seconds} s before asking again',
  },
  'auth.smsWrong': { zh: '短信验证码错误', en: 'The SMS code is wrong' },
  'auth.smsUsed': { zh: '短信验证码已使用，请重新获取', en: 'This SMS code was already used, get a new one' },
  'auth.smsExpired': { zh: '短信验证码已过期，请重新获取', en: 'The SMS code has expired, get a new one' },
  'auth.smsDead': {
    zh: '短信验证码错误次数过多，已失效，请重新获取',
    en: 'Too many wrong tries, this SMS code no longer works; get a new one',
  },
  'sms.phoneDailyLimit': {
    zh: '该手机号今日获取验证码次数已达上限，请明天再试',
    en: 'This phone number has had too many codes today, try again tomorrow',
  },
  'sms.ipLimit': {
    zh: '获取验证码过于频繁，请{minutes}分钟后再试',
    en: 'Too many codes requested from your network, try again in {minutes} min',
  },
  'sms.ipDailyLimit': {
    zh: '今日获取验证码次数过多，请明天再试',
    en: 'Too many codes requested from your network today, try again tomorrow',
  },
  'sms.dailyBudget': {
    zh: '短信发送量已达今日上限，请稍后再试',
    en: 'The SMS service has reached its daily limit, please try again later',
  },
  'sms.unavailable': {
    zh: '短信服务暂时无法连接，请稍后再试',
    en: 'The SMS service cannot be reached right now, please try again later',
  },
  'sms.busy': { zh: '短信服务繁忙，请稍后再试', en: 'The SMS service is busy, please try again later' },
  'sms.failed': {
    zh: '短信发送失败，请稍后再试或联系管理员',
    en: 'The SMS could not be sent, try again later or contact an administrator',
  },
  'auth.phoneTaken': { zh: '该手机号已注册', en: 'This phone number is already registered' },
  'auth.usernameTaken': { zh: '该用户名已被使用', en: 'This username is taken' },
  'auth.passwordReset': {
    zh: '密码已重置，请使用新密码登录',
    en: 'Password reset, sign in with the new password',
  },
  'auth.loggedOut': { zh: '已退出登录', en: 'Signed out' },
  'auth.oldPasswordWrong': { zh: '旧密码错误', en: 'The old password is wrong' },
  'auth.samePassword': { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  'auth.passwordChanged': { zh: '密码修改成功，请重新登录', en: 'Password changed, please sign in again' },
  'company.notMember': { zh: '你不是该店铺的成员', en: 'You are not a member of this shop' },
  'company.phoneMismatch': { zh: '只能查询自己的店铺', en: 'You can only list your own shops' },
  'role.levelTooHigh': {
    zh: '角色级别不能高于自己的级别（{level}）',
    en: 'You cannot use a role level above your own ({level})',
  },
  'role.nameTaken': { zh: '角色名称已存在', en: 'A role with this name already exists' },
  'role.inUse': { zh: '角色仍有成员，无法删除', en: 'The role still has members and cannot be deleted' },
  'role.menuNotGrantable': { zh: '不能分配自己没有的菜单', en: 'You cannot grant menus you do not have' },
  'user.levelTooHigh': { zh: '不能操作级别高于自己的用户', en: 'You cannot manage a user ranked above you' },
  'user.sharedPerson': {
    zh: '该成员同时属于其他店铺，个人资料只能由本人修改',
    en: 'This person also belongs to other shops; only they can change their profile',
  },
  'user.sharedPassword': {
    zh: '该成员同时属于其他店铺，密码只能由本人修改',
    en: 'This person also belongs to other shops; only they can change their password',
  },
  'user.platformPerson': {
    zh: '该成员是平台运营人员，店铺不能修改其账号或角色',
    en: 'This person is a platform operator; a shop cannot change their account or roles',
  },
  'user.alreadyMember': {
    zh: '该手机号的用户已是本店员工',
    en: 'The person with this phone already works here',
  },
  'user.phoneSame': { zh: '这已是你的手机号', en: 'This is already your phone number' },
  'user.phoneCodeRequired': {
    zh: '更换手机号需填写新手机号收到的验证码',
    en: 'Changing the phone number needs the code sent to the new number',
  },
  'invitation.sent': {
    zh: '已发送邀请，对方接受后加入本店',
    en: 'Invitation sent; they join once they accept',
  },
  'invitation.pending': {
    zh: '已邀请过该手机号，正在等待对方答复',
    en: 'This phone number was already invited and has not answered yet',
  },
  'invitation.refused': { zh: '无法邀请该手机号', en: 'This phone number cannot be invited' },
  'invitation.closed': { zh: '该邀请已失效', en: 'This invitation is no longer open' },
  'role.adminOnly': {
    zh: '只有管理员可以分配管理员角色',
    en: 'Only an administrator can grant an administrator role',
  },
  'role.permissionNotHeld': {
    zh: '不能分配含有自己没有的权限的角色',
    en: 'You cannot grant a role that carries permissions you do not hold',
  },
  'role.ownRoles': { zh: '不能修改自己的角色', en: 'You cannot change your own roles' },
  'upload.badType': { zh: '文件类型不支持，仅支持 {types}', en: 'Unsupported file type; allowed: {types}' },
  'upload.tooLarge': { zh: '文件不能超过 {size}', en: 'The file must not exceed {size}' },
  'upload.missing': { zh: '请选择文件', en: 'Choose a file' },
  'user.cannotRemoveSelf': { zh: '不能删除自己', en: 'You cannot remove yourself' },
  'user.storeUnknown': { zh: '所选门店不存在', en: 'A chosen store does not exist' },
  'menu.hasChildren': { zh: '请先删除子菜单', en: 'Delete the child entries first' },
  'menu.selfParent': { zh: '上级菜单不能是自己或下级', en: 'A menu cannot be its own parent or descendant' },
  'dict.nameTaken': { zh: '字典名称已存在', en: 'A dictionary with this name exists' },
  'dict.valueTaken': { zh: '该字典值已存在', en: 'This value already exists in the dictionary' },
  'config.saved': { zh: '设置成功', en: 'setting succeeded' },
  'storefront.searchTooFrequent': {
    zh: '浏览过于频繁，请 {seconds} 秒后再试',
    en: 'Too many product pages at once; try again in {seconds} seconds',
  },
  'storefront.memberDisabled': {
    zh: '该账号已被店铺停用',
    en: 'The shop has disabled this account',
  },
  'storefront.notEnoughStock': { zh: '库存不足，当前库存 {stock}', en: 'Not enough stock: {stock} left' },
  'storefront.cartQuantityMax': {
    zh: '每件商品最多购买 {max} 件，购物车中已有 {has} 件',
    en: 'At most {max} of one item; the cart already holds {has}',
  },
  'storefront.cartFull': { zh: '购物车最多 {max} 种商品', en: 'The cart holds at most {max} items' },
  'storefront.addressLimit': { zh: '最多保存 {max} 个收货地址', en: 'You can keep at most {max} addresses' },
  'member.insufficient': { zh: '余额不足，无法扣减', en: 'The balance is too low for this deduction' },
  'member.insufficientPoints': { zh: '积分不足，无法扣减', en: 'Not enough points for this deduction' },
  'member.spreadSelf': { zh: '不能设置自己为推广人', en: 'A member cannot promote themselves' },
  'member.spreadCycle': {
    zh: '推广关系不能形成循环',
    en: 'This promoter would create a cycle in the promoter chain',
  },
  'member.phoneTaken': { zh: '该手机号已是会员', en: 'A member with this phone exists' },
  'member.balanceChanged': { zh: '余额已调整', en: 'Balance adjusted' },
  'company.categoryUnknown': { zh: '店铺分类不存在', en: 'Unknown shop category' },
  'company.notPending': { zh: '该店铺不在待审核状态', en: 'This shop is not waiting for approval' },
  'company.created': { zh: '店铺已创建', en: 'Shop created' },
  'payment.amountMismatch': { zh: '支付金额与订单不符', en: 'The paid amount does not match the order' },
  'payment.invalid': { zh: '支付通知校验失败', en: 'The payment notice could not be verified' },
  'goods.categoryUnknown': { zh: '商品分类不存在', en: 'Unknown product category' },
  'goods.freightUnknown': { zh: '运费模板不存在', en: 'Unknown freight template' },
  'goods.purgeNotRecycled': {
    zh: '只能彻底删除回收站中的商品',
    en: 'Only products in the recycle bin can be deleted for good',
  },
  'goods.stockNegative': { zh: '库存不足，不能小于 0', en: 'Not enough stock: it cannot go below 0' },
  'category.hasChildren': { zh: '请先删除下级分类', en: 'Delete the subcategories first' },
  'goods.importBadFile': {
    zh: '无法读取该文件，请上传 xlsx 文件',
    en: 'This file cannot be read: upload an xlsx file',
  },
  'goods.defaultUnit': { zh: '件', en: 'pc' },
  'goods.importEmpty': { zh: '文件中没有商品行', en: 'The file has no product rows' },
  'goods.importTooMany': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows per import' },
  'goods.importMissingColumn': { zh: '缺少列“{column}”', en: 'The column "{column}" is missing' },
  'goods.importNameFirst': {
    zh: '同一商品编码的第一行须填写商品名称',
    en: 'The first row of a handle needs the product name',
  },
  'goods.importCategory': { zh: '分类“{name}”不存在', en: 'There is no category "{name}"' },
  'goods.importSpecFormat': {
    zh: '规格格式为 名称:值;名称:值',
    en: 'Specs look like Name:Value;Name:Value',
  },
  'goods.importSpecNames': {
    zh: '同一商品各行的规格名称须一致',
    en: 'Every row of a product needs the same spec names',
  },
  'goods.importSpecMatrix': {
    zh: '规格组合不完整或重复（应有 {expected} 个不同组合）',
    en: 'Spec combinations are missing or repeated ({expected} different ones expected)',
  },
  'goods.importYesNo': { zh: '请填写“是”或“否”', en: 'Write yes or no' },
  'goods.importInteger': { zh: '请填写不小于 0 的整数', en: 'Write a whole number of 0 or more' },
  'goods.categoryDepth': { zh: '分类最多两级', en: 'Categories have at most two levels' },
  'goods.categoryInUse': {
    zh: '分类下还有商品或子分类，不能删除',
    en: 'The category still has products or subcategories',
  },
  'common.deleted': { zh: '删除成功', en: 'Deleted' },
  'common.saved': { zh: '保存成功', en: 'Saved' },
  'validation.required': { zh: '必填', en: 'Required' },
  'validation.mobile': { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  'validation.email': { zh: '请输入正确的邮箱', en: 'Enter a valid email address' },
  'validation.password': { zh: '密码至少6位', en: 'The password needs at least 6 characters' },
  'validation.username': {
    zh: '用户名为3-20位字母、数字或下划线',
    en: 'Username: 3-20 letters, digits or underscores',
  },
  'validation.smsCode': { zh: '验证码为6位数字', en: 'The code has 6 digits' },
  'validation.sortFormat': { zh: '排序格式为 字段,asc|desc', en: 'Sort must look like field,asc|desc' },
  'validation.sortField': { zh: '不支持按 {field} 排序', en: 'Sorting by {field} is not supported' },
  'validation.region': { zh: '请选择正确的地区', en: 'Choose a valid region' },
  'validation.phone': { zh: '请输入正确的电话号码', en: 'Enter a valid phone number' },
  'validation.coordinate': { zh: '经纬度超出范围', en: 'The coordinate is out of range' },
  'validation.hours': { zh: '营业时间格式为 09:00-21:00', en: 'Business hours look like 09:00-21:00' },
  'validation.dictName': {
    zh: '字典名称为小写字母开头的字母、数字或下划线',
    en: 'Dictionary names: lowercase letters, digits, underscores',
  },
  'validation.money': { zh: '金额须大于0，最多两位小数', en: 'Amount: above 0, at most 2 decimals' },
  'validation.color': { zh: '颜色格式为 #RRGGBB', en: 'Colours look like #RRGGBB' },
  'validation.navName': { zh: '请输入导航名称', en: 'Enter the entry name' },
  'validation.navUrl': { zh: '请选择导航链接', en: 'Pick the entry link' },
  'validation.navLinkUrl': {
    zh: '链接须以 http://、https:// 或 / 开头',
    en: 'A link starts with http://, https:// or /',
  },
  'validation.navLinkKind': { zh: '未知的链接类型', en: 'Unknown kind of link' },
  'validation.navLinkProduct': {
    zh: '所选商品不存在或已删除',
    en: 'The picked product does not exist or was deleted',
  },
  'validation.navLinkCategory': {
    zh: '所选分类不存在或已删除',
    en: 'The picked category does not exist or was deleted',
  },
  'validation.navCount': { zh: '底部导航需 2 到 5 项', en: 'The bottom navigation needs 2 to 5 entries' },
  'validation.navHome': { zh: '只能有一个首页入口', en: 'Only one entry can be the home' },
  'validation.timeZone': { zh: '未知的时区', en: 'Unknown time zone' },
  'validation.range': { zh: '时间范围无效（最多一年）', en: 'Invalid time range (one year at most)' },
  'validation.freightOtherTwice': {
    zh: '只能有一条“其他地区”规则',
    en: 'Only one rule can cover all other regions',
  },
  'validation.freightRegionTwice': {
    zh: '同一地区不能出现在两条规则中',
    en: 'A region can be in one rule only',
  },
  'validation.decimal': { zh: '最多三位小数', en: 'At most 3 decimals' },
  'validation.skuMatrix': {
    zh: 'SKU 必须与规格组合一一对应',
    en: 'The SKUs must match the combinations of the spec values exactly',
  },
  'validation.expressCode': {
    zh: '快递公司编码为 1-20 位字母、数字、下划线或短横线',
    en: 'A courier code has 1-20 letters, digits, underscores or hyphens',
  },
  'validation.trackingNo': {
    zh: '快递单号为 4-40 位字母、数字或短横线',
    en: 'A tracking number has 4-40 letters, digits or hyphens',
  },
  'validation.expressCodeTaken': { zh: '该快递公司编码已存在', en: 'This courier code already exists' },
  'validation.expressCompany': {
    zh: '快递公司不存在或已停用',
    en: 'The express company does not exist or is disabled',
  },
  'express.inUse': {
    zh: '还有 {count} 个已发货未收货的订单使用该快递公司，不能删除；可以停用它',
    en: 'Shipped orders not yet received still use this courier ({count}), so it cannot be deleted; disable it instead',
  },
  'express.trackingOff': {
    zh: '未开通物流查询（EXPRESS_TRACKING_PROVIDER=off）',
    en: 'Shipment tracking is turned off (EXPRESS_TRACKING_PROVIDER=off)',
  },
  'express.trackingUnavailable': {
    zh: '物流查询服务暂时无法连接，请稍后再试',
    en: 'The tracking service cannot be reached right now, please try again later',
  },
  'express.trackingFailed': {
    zh: '物流查询失败：{reason}',
    en: 'Tracking failed: {reason}',
  },
  'validation.ip': { zh: '请输入正确的IP地址', en: 'please enter a correct IP address' },
  'error.duplicate': { zh: '数据已存在', en: 'This already exists' },
  'error.importBusy': {
    zh: '本店已有一个导入正在进行，请等它完成后再试',
    en: 'Another import is running for this shop; try again when it has finished',
  },
  'error.batchShipBusy': {
    zh: '本店已有一个批量发货正在进行，请等它完成后再试',
    en: 'Another batch ship is running for this shop; try again when it has finished',
  },
  'error.exportTooMany': {
    zh: '一次最多导出 {max} 行，请用筛选条件缩小范围',
    en: 'At most {max} rows per export; narrow the list with a filter',
  },
  'error.exportBusy': {
    zh: '本店已有一个导出正在进行，请等它完成后再试',
    en: 'Another export is running for this shop; try again when it has finished',
  },
  'validation.nul': { zh: '不能包含空字符 (\\u0000)', en: 'Must not contain the NUL character (\\u0000)' },
  'validation.tooLong': { zh: '内容过长', en: 'The text is too long' },
  'validation.outOfRange': {
    zh: '数值超出允许的最大值',
    en: 'The value would exceed the maximum allowed',
  },
  'validation.dateRange': {
    zh: '日期须在 1900 年至 9999 年之间',
    en: 'Dates must be between the years 1900 and 9999',
  },
  'validation.badValue': { zh: '取值无效', en: 'Invalid value' },
  'validation.reference': {
    zh: '关联的数据不存在或仍在使用中',
    en: 'A related record does not exist or is still in use',
  },
  'validation.offset': {
    zh: '页码过大，请用筛选条件缩小范围',
    en: 'The page is too far; narrow the list with a filter',
  },
  'member.balanceTooLarge': {
    zh: '调整后余额将超过上限 {max}',
    en: 'The balance would exceed the maximum of {max}',
  },
  'validation.stockTotal': {
    zh: '各规格库存合计不能超过 2147483647',
    en: 'The stock of all SKUs together cannot exceed 2147483647',
  },
  'goods.importTooBig': {
    zh: '文件解压后超过 {size}，请拆分后分批导入',
    en: 'The file unpacks to more than {size}; split it and import the parts',
  },
  'goods.importTooComplex': {
    zh: '文件过于复杂，无法在限定内存内读取，请拆分后分批导入',
    en: 'The file is too complex to read within the memory limit; split it and import the parts',
  },
  'order.illegalTransition': {
    zh: '订单当前状态不允许此操作（状态可能刚刚变化），请刷新后重试',
    en: "The order's status does not allow this (it may have just changed); refresh and try again",
  },
  'order.stockShort': { zh: '库存不足：{name}', en: 'Not enough stock: {name}' },
  'order.priceChanged': {
    zh: '商品价格或运费已变动，应付 {amount} 元，请确认后再提交',
    en: 'A price or the freight changed: {amount} is now due. Check the order and place it again',
  },
  'order.skuUnavailable': {
    zh: '商品已下架或不存在：{name}',
    en: 'This product is no longer on sale: {name}',
  },
  'order.activityUnavailable': {
    zh: '该活动已结束或不可参与，请按原价购买',
    en: 'This activity is over or not open to you; buy at the regular price',
  },
  'order.memberDisabled': { zh: '该会员已被禁用，不能下单', en: 'This member is disabled and cannot order' },
  'order.preOrderExpired': {
    zh: '订单确认已过期，请重新下单',
    en: 'This checkout has expired; start it again',
  },
  'order.addressRequired': { zh: '请填写收货地址', en: 'Enter the delivery address' },
  'order.pickupOff': { zh: '本店未开启到店自提', en: 'This shop does not offer store pickup' },
  'order.storeRequired': { zh: '请选择自提门店', en: 'Choose the pickup store' },
  'order.storeUnavailable': {
    zh: '该门店不存在或未开放自提',
    en: 'This store does not exist or does not offer pickup',
  },
  'order.pickupContactRequired': {
    zh: '请填写提货人姓名和手机号',
    en: 'Enter the name and phone of who collects the order',
  },
  'order.walletShort': {
    zh: '余额不足，需支付 {amount} 元',
    en: 'The wallet balance is too low: {amount} is due',
  },
  'order.payExpired': {
    zh: '订单已超过支付期限，无法再支付',
    en: 'The order is past its payment deadline and can no longer be paid',
  },
  'order.payStarting': {
    zh: '该订单的支付正在发起，请稍候再试',
    en: 'A payment for this order is being started; try again in a moment',
  },
  'order.payTooOften': {
    zh: '该订单发起支付过于频繁，请 10 分钟后再试',
    en: 'Too many payment attempts for this order; try again in 10 minutes',
  },
  'order.wechatDown': {
    zh: '暂时无法连接微信支付，请稍后再试',
    en: 'WeChat Pay cannot be reached right now; try again later',
  },
  'order.sandboxDown': {
    zh: '暂时无法连接沙箱支付，请稍后再试',
    en: 'The sandbox payment provider cannot be reached right now; try again later',
  },
  'order.payKindOff': {
    zh: '本店未开通这种微信支付方式，请选择其他支付方式',
    en: 'This shop does not offer this kind of WeChat Pay; choose another way to pay',
  },
  'wechat.openidMissing': {
    zh: '请先在微信中确认您的微信身份，再使用微信支付',
    en: 'Confirm your WeChat account inside WeChat first, then pay with WeChat Pay',
  },
  'wechat.oauthOff': {
    zh: '本店未开通微信内支付',
    en: 'This shop does not offer WeChat Pay inside WeChat',
  },
  'wechat.oauthStateInvalid': {
    zh: '微信授权已使用或已过期，请重新发起微信支付',
    en: 'This WeChat confirmation was already used or has expired; start paying again',
  },
  'wechat.oauthFailed': {
    zh: '微信未能确认您的身份，请稍后再试',
    en: 'WeChat could not confirm your account; try again later',
  },
  'actor.merchant': { zh: '商家', en: 'Merchant' },
  'order.unpaidLimit': {
    zh: '您已有 {count} 笔待付款订单，本店最多允许 {max} 笔；请先支付或取消后再下单',
    en: 'You have {count} unpaid orders and this shop allows {max} at a time; pay or cancel one first',
  },
  'order.quantityLimit': {
    zh: '{name}：每笔订单最多购买 {max} 件',
    en: '{name}: at most {max} pieces per order',
  },
  'order.priceAboveBound': {
    zh: '新价格不能高于 {max} 元（下单金额 {base} 元的 {percent}%）',
    en: 'The new price cannot be above {max} ({percent}% of the {base} the order was placed with)',
  },
  'order.priceSame': { zh: '新价格与当前价格相同', en: 'The new price is the same as the current one' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  let text: string = messages[key][lang];
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

export function pickLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  if (cookie === 'en' || cookie === 'zh') return cookie;
  if (acceptLanguage && /^en\b/i.test(acceptLanguage.trim())) return 'en';
  return 'zh';
}
