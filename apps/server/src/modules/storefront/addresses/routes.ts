import { storefrontContract as contract, idParam, memberAddressesUrl, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, shopperAccess } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { companyCtx, shopperCtx } from '../../../plugins/auth.ts';
import { TAGS } from '../tags.ts';
import * as addresses from './service.ts';

const ADDRESSES_URL = `${STOREFRONT_URL}/addresses`;

/** The signed-in shopper's delivery addresses, and staff's read of a member's. */
export function addressRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: shopperAccess };
  const params = contract.idParams;

  r.get(ADDRESSES_URL, {
    config,
    schema: { tags: TAGS, response: { 200: contract.addresses } },
    handler: (req) => addresses.listAddresses(shopperCtx(req)),
  });

  r.get(`${ADDRESSES_URL}/:id`, {
    config,
    schema: { tags: TAGS, params, response: { 200: contract.address } },
    handler: (req) => addresses.getAddress(shopperCtx(req), req.params.id),
  });

  r.post(ADDRESSES_URL, {
    config,
    schema: { tags: TAGS, body: contract.addressInput, response: { 200: contract.address } },
    handler: (req) => addresses.createAddress(shopperCtx(req), req.body),
  });

  r.put(`${ADDRESSES_URL}/:id`, {
    config,
    schema: { tags: TAGS, params, body: contract.addressInput, response: { 200: contract.address } },
    handler: (req) => addresses.updateAddress(shopperCtx(req), req.params.id, req.body),
  });

  r.put(`${ADDRESSES_URL}/:id/default`, {
    config,
    schema: { tags: TAGS, params, response: { 200: contract.address } },
    handler: (req) => addresses.setDefaultAddress(shopperCtx(req), req.params.id),
  });

  r.delete(`${ADDRESSES_URL}/:id`, {
    config,
    schema: { tags: TAGS, params, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await addresses.deleteAddress(shopperCtx(req), req.params.id);
      return reply.code(204).send(null);
    },
  });

  // The staff desk's read of one member's address book, for placing an order for them.
  r.get(memberAddressesUrl(':id'), {
    config: { access: company('order:add') },
    schema: { tags: ['orders'], params: idParam, response: { 200: contract.addresses } },
    handler: (req) => addresses.memberAddresses(companyCtx(req), req.params.id),
  });
}
