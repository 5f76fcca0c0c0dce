import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  edit: '重命名 / 移动',
  download: '下载',
  copyUrl: '复制链接',
  copied: '链接已复制',
  moveTo: '移动到分组',
  moved: '已移动 {{count}} 个素材',
  selected: '已选 {{count}} 个',
  selectPage: '全选本页',
  clearSelection: '取消选择',
} as const;

export const en: Translated<typeof zh> = {
  edit: 'Rename / move',
  download: 'Download',
  copyUrl: 'Copy link',
  copied: 'Link copied',
  moveTo: 'Move to group',
  moved: '{{count}} file(s) moved',
  selected: '{{count}} selected',
  selectPage: 'Select page',
  clearSelection: 'Clear selection',
};
