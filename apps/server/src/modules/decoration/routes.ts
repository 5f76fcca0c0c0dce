import {
  decorationContract as contract,
  DECO_LINK_CATEGORIES_URL,
  DECO_LINK_NAV_TABS_URL,
  DECO_LINK_PAGES_URL,
  DECO_LINK_PRODUCTS_URL,
  DECO_PAGES_URL,
  DECO_RESOLVE_URL,
  DECO_STOREFRONT_URL,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { ownOrigin } from '../../lib/own-origin.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { linkCategories, linkProducts } from '../navigation/index.ts';
import * as links from './links.ts';
import * as service from './service.ts';
import { storefrontLink } from './storefront-link.ts';

const tags = ['decoration'];
const PAGE = `${DECO_PAGES_URL}/:id`;
const VERSION = `${PAGE}/versions/:version`;

/** The staff's page decoration: pages, drafts, publishing, versions, and the builder's pickers. */
export function decorationRoutes(app: FastifyInstance, config: Config) {
  const r = typed(app);
  const list = { access: company('decoration:list', 'decoration:edit') };
  const edit = { access: company('decoration:edit') };
  const publish = { access: company('decoration:publish') };

  // The shop's address is no secret: every member of the shop may ask (dashboard, decoration).
  r.get(DECO_STOREFRONT_URL, {
    config: { access: company() },
    schema: { tags, response: { 200: contract.storefront } },
    handler: (req) => storefrontLink(companyCtx(req), ownOrigin(app, config)),
  });

  r.get(DECO_PAGES_URL, {
    config: list,
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => service.listPages(companyCtx(req), req.query),
  });

  r.post(DECO_PAGES_URL, {
    config: edit,
    schema: { tags, body: contract.create, response: { 200: contract.detail } },
    handler: (req) => service.createPage(companyCtx(req), req.body),
  });

  r.get(PAGE, {
    config: list,
    schema: { tags, params: contract.pageParams, response: { 200: contract.detail } },
    handler: (req) => service.getPage(companyCtx(req), req.params.id),
  });

  r.put(`${PAGE}/draft`, {
    config: edit,
    schema: {
      tags,
      params: contract.pageParams,
      body: contract.saveDraft,
      response: { 200: contract.draftSaved },
    },
    handler: (req) => service.saveDraft(companyCtx(req), req.params.id, req.body.revision, req.body.document),
  });

  r.post(`${PAGE}/publish`, {
    config: publish,
    schema: { tags, params: contract.pageParams, body: contract.publish, response: { 200: contract.row } },
    handler: (req) => service.publish(companyCtx(req), req.params.id, req.body.revision),
  });

  r.get(`${PAGE}/preview`, {
    config: list,
    schema: { tags, params: contract.pageParams, response: { 200: contract.rendered } },
    handler: (req) => service.renderDraft(companyCtx(req), req.params.id),
  });

  r.get(`${PAGE}/versions`, {
    config: list,
    schema: {
      tags,
      params: contract.pageParams,
      querystring: contract.versionsQuery,
      response: { 200: contract.versions },
    },
    handler: (req) => service.listVersions(companyCtx(req), req.params.id, req.query),
  });

  r.get(VERSION, {
    config: list,
    schema: { tags, params: contract.versionParams, response: { 200: contract.rendered } },
    handler: (req) => service.renderVersion(companyCtx(req), req.params.id, req.params.version),
  });

  r.post(`${VERSION}/rollback`, {
    config: publish,
    schema: { tags, params: contract.versionParams, response: { 200: contract.row } },
    handler: (req) => service.rollback(companyCtx(req), req.params.id, req.params.version),
  });

  r.post(`${PAGE}/duplicate`, {
    config: edit,
    schema: {
      tags,
      params: contract.pageParams,
      body: contract.duplicate,
      response: { 200: contract.detail },
    },
    handler: (req) => service.duplicate(companyCtx(req), req.params.id, req.body.name),
  });

  r.post(`${PAGE}/home`, {
    config: publish,
    schema: { tags, params: contract.pageParams, response: { 200: contract.row } },
    handler: (req) => service.setHome(companyCtx(req), req.params.id),
  });

  r.delete(PAGE, {
    config: edit,
    schema: { tags, params: contract.pageParams, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.deletePage(companyCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });

  r.post(DECO_RESOLVE_URL, {
    config: edit,
    schema: { tags, body: contract.resolve, response: { 200: contract.renderData } },
    handler: (req) => service.resolve(companyCtx(req), req.body.terminal, req.body.document),
  });

  r.get(DECO_LINK_PRODUCTS_URL, {
    config: edit,
    schema: { tags, querystring: contract.linkProductsQuery, response: { 200: contract.linkProducts } },
    handler: (req) => linkProducts(companyCtx(req), req.query),
  });

  r.get(DECO_LINK_CATEGORIES_URL, {
    config: edit,
    schema: { tags, response: { 200: contract.linkCategories } },
    handler: (req) => linkCategories(companyCtx(req)),
  });

  r.get(DECO_LINK_PAGES_URL, {
    config: edit,
    schema: { tags, querystring: contract.linkPagesQuery, response: { 200: contract.linkPages } },
    handler: (req) => links.linkPages(companyCtx(req), req.query.terminal),
  });

  r.get(DECO_LINK_NAV_TABS_URL, {
    config: edit,
    schema: { tags, querystring: contract.linkPagesQuery, response: { 200: contract.linkNavTabs } },
    handler: (req) => links.linkNavTabs(companyCtx(req), req.query.terminal),
  });
}
