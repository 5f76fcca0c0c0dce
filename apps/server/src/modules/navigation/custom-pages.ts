import type { Tx } from '../../db/client.ts';

/** The decorated custom pages a navigation entry may open (implemented by page decoration). */
export interface CustomPages {
  /** The names of those of `ids` that are pages of the transaction's company. */
  names(tx: Tx, ids: readonly number[]): Promise<Map<number, string>>;
  /** The terminal's pages, for the link picker. */
  list(tx: Tx, terminal: number): Promise<{ id: number; name: string; published: boolean }[]>;
}

let pages: CustomPages | null = null;

/** Page decoration hands its pages over at start (it depends on navigation, not the other way). */
export function registerCustomPages(impl: CustomPages): void {
  pages = impl;
}

/** The registered pages; with none registered no custom page exists. */
export function customPages(): CustomPages {
  return pages ?? { names: async () => new Map(), list: async () => [] };
}
