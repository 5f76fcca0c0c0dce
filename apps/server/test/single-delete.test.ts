import { describe, expect, it } from 'vitest';
import { call, caller, loginTo, multipartForm, signedInServer } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';

const t = signedInServer('admin', 'harbour');

/** A new row of each list resource, in the harbour shop (the answer's id, or uid for members). */
const resources: { url: string; entity: string; body: () => object; key?: string }[] = [
  { url: '/api/hhStores', entity: 'store', body: () => ({ name: '单删门店' }) },
  { url: '/api/hhDealer', entity: 'dealer', body: () => ({ name: '单删经销商' }) },
  { url: '/api/dict', entity: 'dict', body: () => ({ name: 'single_delete', description: '单删' }) },
  { url: '/api/goodsCategory', entity: 'goodsCategory', body: () => ({ name: '单删分类' }) },
  {
    url: '/api/specTemplate',
    entity: 'specTemplate',
    body: () => ({ name: '单删规格', specs: [{ name: '颜色', values: ['红'] }] }),
  },
  {
    url: '/api/user',
    entity: 'member',
    key: 'uid',
    body: () => ({ nickname: '单删会员', phone: '13912340077' }),
  },
];

describe('DELETE {url}/{id}', () => {
  it('removes one row of every list resource, audited, with the permission of the bulk delete', async () => {
    const { post, get, delete: remove } = caller(t.s, t.token);
    for (const resource of resources) {
      const created = await post(resource.url, resource.body());
      expect(created.status, `${resource.url} create`).toBe(200);
      const id = created.body[resource.key ?? 'id'] as number;
      expect((await remove(`${resource.url}/${id}`)).status, `${resource.url}/${id}`).toBe(204);
      expect((await get(`${resource.url}/${id}`)).status, `${resource.url}/${id} after`).toBe(404);
      expect((await remove(`${resource.url}/${id}`)).status, `${resource.url}/${id} again`).toBe(404);
      const logs = await get(`/api/logs?entity=${resource.entity}&action=delete&size=50`);
      expect(
        logs.body.content.some((line: { entityId: string | null }) => line.entityId === String(id)),
        `${resource.entity} ${id} audited`,
      ).toBe(true);
    }
  });

  it("answers 404 for another shop's row and leaves it, and 403 without the delete permission", async () => {
    const { post, get } = caller(t.s, t.token);
    const store = await post('/api/hhStores', { name: '海港的门店' });
    expect(store.status).toBe(200);
    const sunrise = caller(t.s, await loginTo(t.s.app, 'alice', 'sunrise'));
    expect((await sunrise.delete(`/api/hhStores/${store.body.id}`)).status).toBe(404);
    expect((await get(`/api/hhStores/${store.body.id}`)).status).toBe(200);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await caller(t.s, t.token).delete(`/api/hhStores/${bad}`);
      expect([400, 404], `DELETE /api/hhStores/${bad}`).toContain(res.status);
      expect(typeof res.body.message, `DELETE /api/hhStores/${bad} says why`).toBe('string');
    }
    const clerk = caller(t.s, await loginTo(t.s.app, 'bob', 'harbour'));
    expect((await clerk.delete(`/api/hhStores/${store.body.id}`)).status).toBe(403);
    expect((await get(`/api/hhStores/${store.body.id}`)).status).toBe(200);
  });

  it('removes one role, one staff member, one media group, one file and sends one product to the recycle bin', async () => {
    const { post, get, delete: remove } = caller(t.s, t.token);
    const role = await post('/api/roles', { name: '单删角色', level: 5 });
    expect(role.status).toBe(200);
    expect((await remove(`/api/roles/${role.body.id}`)).status).toBe(204);
    expect((await get(`/api/roles/${role.body.id}`)).status).toBe(404);

    const person = await post('/api/users', {
      username: 'single_delete',
      nickName: '单删员工',
      phone: '13711112077',
      password: 'secret1',
      roles: [],
    });
    expect(person.status).toBe(200);
    expect((await remove(`/api/users/${person.body.id}`)).status).toBe(204);
    const staff = await get('/api/users?blurry=single_delete');
    expect(staff.body.totalElements).toBe(0);

    const group = await post('/api/mediaGroup', { name: '单删分组' });
    expect(group.status).toBe(200);
    expect((await remove(`/api/mediaGroup/${group.body.id}`)).status).toBe(204);
    expect((await remove(`/api/mediaGroup/${group.body.id}`)).status).toBe(404);

    const file = await call(t.s.app, {
      method: 'POST',
      url: '/api/upload/picture',
      token: t.token,
      ...multipartForm(TINY_PNG, 'single.png', {}),
    });
    expect(file.status).toBe(200);
    expect((await remove(`/api/localStorage/${file.body.id}`)).status).toBe(204);
    expect((await remove(`/api/localStorage/${file.body.id}`)).status).toBe(404);

    const product = await post('/api/product', { name: '单删商品', skus: [{ price: '9.90', stock: 1 }] });
    expect(product.status).toBe(200);
    expect((await remove(`/api/product/${product.body.id}`)).status).toBe(204);
    expect((await get(`/api/product/${product.body.id}`)).body.isDeleted).toBe(true);
    expect((await remove('/api/product/999999')).status).toBe(404);
  });
});
