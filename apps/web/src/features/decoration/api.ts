import {
  DECO_LINK_CATEGORIES_URL,
  DECO_LINK_NAV_TABS_URL,
  DECO_LINK_PAGES_URL,
  DECO_LINK_PRODUCTS_URL,
  DECO_PAGES_URL,
  DECO_RESOLVE_URL,
  type DecoDocument,
  decoPageUrl,
  decorationContract,
  decoVersionUrl,
  noContent,
} from '@hh/shared';
import type { z } from 'zod';
import { LINK_PRODUCTS_PAGE_SIZE } from '../../components/link/ProductLinkTab.tsx';
import { http } from '../../http/client.ts';

export const pagesKey = ['shop', 'decoration', 'pages'] as const;
export const pageKey = (id: number) => ['shop', 'decoration', 'page', id] as const;
export const linkPagesKey = (terminal: number) => ['shop', 'decoration', 'linkPages', terminal] as const;
export const versionsKey = (id: number) => ['shop', 'decoration', 'versions', id] as const;

export const fetchPages = (terminal: number, page: number, size: number) =>
  http.get(DECO_PAGES_URL, decorationContract.list, { terminal, page, size, sort: 'id,asc' });

export const createPage = (body: { terminal: number; name: string; title: string }) =>
  http.post(DECO_PAGES_URL, decorationContract.detail, body);

/** Answers whose defaults the builder and the renderers rely on are read through their schema. */
const read =
  <S extends z.ZodType>(schema: S) =>
  (wire: unknown): z.output<S> =>
    schema.parse(wire);

export const fetchPage = (id: number) =>
  http.get(decoPageUrl(id), decorationContract.detail).then(read(decorationContract.detail));

export const saveDraft = (id: number, revision: number, document: DecoDocument) =>
  http.put(decoPageUrl(id, 'draft'), decorationContract.draftSaved, { revision, document }, { quiet: true });

export const publishPage = (id: number, revision: number) =>
  http
    .post(decoPageUrl(id, 'publish'), decorationContract.row, { revision })
    .then(read(decorationContract.row));

export const duplicatePage = (id: number, name: string) =>
  http.post(decoPageUrl(id, 'duplicate'), decorationContract.detail, { name });

export const setHome = (id: number) => http.post(decoPageUrl(id, 'home'), decorationContract.row, {});

export const deletePage = (id: number) => http.delete(decoPageUrl(id), noContent);

export const fetchVersions = (id: number, page: number, size: number) =>
  http.get(decoPageUrl(id, 'versions'), decorationContract.versions, { page, size });

export const fetchVersion = (id: number, version: number) =>
  http.get(decoVersionUrl(id, version), decorationContract.rendered).then(read(decorationContract.rendered));

export const fetchPreview = (id: number) =>
  http.get(decoPageUrl(id, 'preview'), decorationContract.rendered).then(read(decorationContract.rendered));

export const rollback = (id: number, version: number) =>
  http.post(decoVersionUrl(id, version, true), decorationContract.row, {});

export const resolveData = (terminal: number, document: DecoDocument) =>
  http
    .post(DECO_RESOLVE_URL, decorationContract.renderData, { terminal, document }, { quiet: true })
    .then(read(decorationContract.renderData));

export const fetchLinkProducts = (keyword: string, page: number) =>
  http.get(DECO_LINK_PRODUCTS_URL, decorationContract.linkProducts, {
    page,
    size: LINK_PRODUCTS_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  });

export const fetchLinkCategories = () =>
  http.get(DECO_LINK_CATEGORIES_URL, decorationContract.linkCategories);

export const fetchLinkPages = (terminal: number) =>
  http.get(DECO_LINK_PAGES_URL, decorationContract.linkPages, { terminal });

export const fetchLinkNavTabs = (terminal: number) =>
  http.get(DECO_LINK_NAV_TABS_URL, decorationContract.linkNavTabs, { terminal });
