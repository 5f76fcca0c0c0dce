import { systemConfigContract as contract, SHOP_FOOTER_URL, SYSTEM_CONFIG_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { t } from '../../i18n/messages.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import * as service from './service.ts';

export function systemConfigRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(SYSTEM_CONFIG_URL, {
    config: { access: company() },
    schema: { tags: ['systemConfig'], querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => service.listConfigs(companyCtx(req), req.query),
  });

  r.get(SHOP_FOOTER_URL, {
    config: { access: company() },
    schema: { tags: ['systemConfig'], response: { 200: contract.footer } },
    handler: (req) => service.readFooter(companyCtx(req)),
  });

  r.put(SHOP_FOOTER_URL, {
    config: { access: company('systemConfig:edit') },
    schema: { tags: ['systemConfig'], body: contract.footer, response: { 200: contract.footer } },
    handler: (req) => service.saveFooter(companyCtx(req), req.body),
  });

  r.post(SYSTEM_CONFIG_URL, {
    config: { access: company('systemConfig:edit') },
    schema: { tags: ['systemConfig'], body: contract.save, response: { 200: contract.saved } },
    handler: async (req) => {
      await service.saveConfigs(companyCtx(req), [
        ['store_self_mention', String(req.body.store_self_mention)],
        ['tengxun_map_key', req.body.tengxun_map_key],
      ]);
      return { message: t(req.lang, 'config.saved') };
    },
  });

  r.put(SYSTEM_CONFIG_URL, {
    config: { access: company('systemConfig:edit') },
    schema: { tags: ['systemConfig'], body: contract.set, response: { 200: contract.saved } },
    handler: async (req) => {
      await service.saveConfigs(companyCtx(req), [[req.body.menuName, String(req.body.value)]]);
      return { message: t(req.lang, 'config.saved') };
    },
  });
}
