import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  title: '店铺 H5 地址',
  copy: '复制',
  copied: '已复制',
  open: '打开',
  qr: '用手机扫码打开店铺',
} as const;

export const en: Translated<typeof zh> = {
  title: "The shop's H5 address",
  copy: 'Copy',
  copied: 'Copied',
  open: 'Open',
  qr: 'Scan with a phone to open the shop',
};
