/** Page decoration's messages (component and link checks, drafts, versions), in both languages. */
export const decorationMessages = {
  'validation.decoTerminal': {
    zh: '终端只能是 1 小程序、2 H5、3 App 或 4 PC',
    en: 'The terminal is 1 (mini-program), 2 (H5), 3 (app) or 4 (PC)',
  },
  'validation.decoLinkUrl': {
    zh: '外部链接须以 https:// 开头',
    en: 'An external link must start with https://',
  },
  'validation.decoLinkKind': {
    zh: '链接只能是首页、分类、商品、自定义页面、底部导航或 https 地址',
    en: 'A link opens the home page, a category, a product, a custom page, a bottom navigation tab or an https address',
  },
  'validation.mediaNotShown': {
    zh: '店铺页面无法显示此地址的图片或视频，请从素材库选择',
    en: 'The shop page cannot show a picture or video from this address; pick one from the media library',
  },
  'validation.decoPicture': {
    zh: '请从素材库选择图片或填写 http(s) 地址',
    en: 'Pick a picture from the media library or give an http(s) address',
  },
  'validation.decoItems': {
    zh: '条目数量超出范围（轮播 1–10，导航 1–20，公告 1–10）',
    en: 'Wrong number of entries (banner 1–10, navigation grid 1–20, notice 1–10)',
  },
  'validation.decoImageAdCount': {
    zh: '图片数量与布局不符（单图 1、两列 2、三列 3、左一右二 3、四宫格 4、纵向 1–4）',
    en: 'The number of pictures does not fit the layout (single 1, two 2, three 3, left one right two 3, grid 4, stack 1–4)',
  },
  'validation.decoProductsPicked': {
    zh: '请选择 1–50 个商品',
    en: 'Pick 1 to 50 products',
  },
  'validation.decoProductSource': {
    zh: '商品来源只能是“手动选择”或“按分类”',
    en: 'Products come from a pick or from a category',
  },
  'validation.decoComponentType': { zh: '未知的组件类型', en: 'Unknown kind of component' },
  'validation.decoComponentId': {
    zh: '组件编号为 1–40 位字母、数字、下划线或连字符',
    en: 'A component id has 1–40 letters, digits, underscores or hyphens',
  },
  'validation.decoComponentIdTwice': {
    zh: '组件编号在页面内重复',
    en: 'Two components of the page have the same id',
  },
  'validation.decoComponentsMax': {
    zh: '一个页面最多 60 个组件',
    en: 'A page holds at most 60 components',
  },
  'validation.decoPageSize': {
    zh: '页面内容过大（最多 200 KB），请减少组件或文字',
    en: 'The page is too large (200 KB at most): remove components or text',
  },
  'validation.decoLinkProduct': {
    zh: '链接的商品不存在或已删除',
    en: 'The linked product does not exist or was deleted',
  },
  'validation.decoLinkCategory': {
    zh: '链接的分类不存在',
    en: 'The linked category does not exist',
  },
  'validation.decoLinkPage': {
    zh: '链接的自定义页面不存在',
    en: 'The linked custom page does not exist',
  },
  'validation.decoLinkNavTab': {
    zh: '底部导航没有这一项',
    en: 'The bottom navigation has no such tab',
  },
  'validation.navLinkPage': {
    zh: '所选自定义页面不存在或已删除',
    en: 'The picked custom page does not exist or was deleted',
  },
  'decoration.revisionConflict': {
    zh: '页面已在别处保存（版本 {revision}），请重新载入后再编辑',
    en: 'The page was saved elsewhere (revision {revision}): reload it before editing',
  },
  'decoration.noChanges': {
    zh: '草稿与线上版本相同，无需发布',
    en: 'The draft is the same as the live version: nothing to publish',
  },
  'decoration.homeDelete': {
    zh: '首页不能删除，请先将其他页面设为首页',
    en: 'The home page cannot be deleted: make another page the home first',
  },
  'decoration.homeUnpublished': {
    zh: '请先发布该页面，再设为首页',
    en: 'Publish the page before making it the home',
  },
} as const;
