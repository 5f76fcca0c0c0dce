import type { ReactNode } from 'react';

/** A picked link and the name to show for it (the product's, category's or page's; else null). */
export interface Picked<L> {
  link: L;
  linkName: string | null;
}

/** One tab of the picker: its kind (the link kind it picks), label and content. */
export interface LinkTab<K extends string> {
  kind: K;
  label: string;
  children: ReactNode;
}

/** A product as the product tab lists it. */
export interface LinkProduct {
  id: number;
  name: string;
  image: string | null;
  price: string;
  onShelf: boolean;
}

/** A category as the category tab lists it. */
export interface LinkCategory {
  id: number;
  parentId: number;
  name: string;
  sort: number;
}

/** A decorated custom page as the page tab lists it. */
export interface LinkPage {
  id: number;
  name: string;
  published: boolean;
  isHome?: boolean;
}
