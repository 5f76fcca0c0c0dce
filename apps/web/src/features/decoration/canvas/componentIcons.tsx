import {
  AppstoreOutlined,
  BarsOutlined,
  ClockCircleOutlined,
  ColumnHeightOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  GiftOutlined,
  LineOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  SearchOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SlidersOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { DecoComponentType } from '@hh/shared';
import type { ReactNode } from 'react';

export const COMPONENT_ICONS: Record<DecoComponentType, ReactNode> = {
  search: <SearchOutlined />,
  banner: <SlidersOutlined />,
  navGrid: <AppstoreOutlined />,
  notice: <NotificationOutlined />,
  imageAd: <PictureOutlined />,
  title: <FontSizeOutlined />,
  richText: <FileTextOutlined />,
  spacer: <ColumnHeightOutlined />,
  divider: <LineOutlined />,
  productList: <ShoppingOutlined />,
  coupons: <GiftOutlined />,
  seckill: <ClockCircleOutlined />,
  groupBuy: <TeamOutlined />,
  bargain: <BarsOutlined />,
  video: <PlaySquareOutlined />,
  storeInfo: <ShopOutlined />,
};

/** The palette's groups, in order. */
export const PALETTE_GROUPS: readonly {
  key: 'basic' | 'products' | 'marketing';
  types: DecoComponentType[];
}[] = [
  {
    key: 'basic',
    types: [
      'search',
      'banner',
      'navGrid',
      'notice',
      'imageAd',
      'title',
      'richText',
      'spacer',
      'divider',
      'video',
      'storeInfo',
    ],
  },
  { key: 'products', types: ['productList'] },
  { key: 'marketing', types: ['coupons', 'seckill', 'groupBuy', 'bargain'] },
];
