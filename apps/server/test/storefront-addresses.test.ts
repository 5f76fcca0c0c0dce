import { describe, expect, it } from 'vitest';
import { inShop } from '../src/db/access.ts';
import { type AddressSnapshot, addressOf, defaultAddressId } from '../src/modules/storefront/index.ts';
import { twoShoppers } from './storefront-helpers.ts';

const two = twoShoppers('13944440001', '13944440002');
const { me, them } = two;

/** 浙江省 杭州市 上城区 */
const hangzhou = { provinceId: 33, cityId: 3301, districtId: 330102 };

const address = (name: string, extra: object = {}) => ({
  name,
  phone: '13944449999',
  ...hangzhou,
  detail: '解放路 1 号',
  ...extra,
});

interface Row {
  id: number;
  name: string;
  isDefault: boolean;
}

const list = async () => (await me('GET', '/api/front/addresses')).body as Row[];
const defaults = async () => (await list()).filter((a) => a.isDefault).map((a) => a.name);

describe('shopper addresses', () => {
  it('names the region chain from the shared data; the first address becomes the default', async () => {
    const res = await me('POST', '/api/front/addresses', address('Home'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '上城区',
      isDefault: true,
    });
    expect(await defaults()).toEqual(['Home']);
  });

  it('keeps exactly one default: setting one unsets the other', async () => {
    const work = await me('POST', '/api/front/addresses', address('Work', { isDefault: true }));
    expect(await defaults()).toEqual(['Work']);
    const home = (await list()).find((a) => a.name === 'Home')!;
    const switched = await me('PUT', `/api/front/addresses/${home.id}/default`);
    expect(switched.body.isDefault).toBe(true);
    expect(await defaults()).toEqual(['Home']);
    const edited = await me(
      'PUT',
      `/api/front/addresses/${work.body.id}`,
      address('Office', { isDefault: true }),
    );
    expect(edited.body).toMatchObject({ name: 'Office', isDefault: true });
    expect(await defaults()).toEqual(['Office']);
    expect((await list())[0]!.name).toBe('Office');
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const office = (await list()).find((a) => a.name === 'Office')!;
    expect((await me('DELETE', `/api/front/addresses/${office.id}`)).status).toBe(204);
    expect(await defaults()).toEqual(['Home']);
  });

  it('refuses a broken region chain and a bad phone, naming the field', async () => {
    const wrongCity = await me('POST', '/api/front/addresses', address('X', { cityId: 1101 }));
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body.errors[0].field).toBe('cityId');
    const noDistrict = await me('POST', '/api/front/addresses', address('X', { districtId: null }));
    expect(noDistrict.body.errors[0].field).toBe('districtId');
    const wrongDistrict = await me('POST', '/api/front/addresses', address('X', { districtId: 110111 }));
    expect(wrongDistrict.body.errors[0].field).toBe('districtId');
    const province = await me('POST', '/api/front/addresses', address('X', { provinceId: 99 }));
    expect(province.body.errors[0].field).toBe('provinceId');
    const phone = await me('POST', '/api/front/addresses', address('X', { phone: '12345' }));
    expect(phone.status).toBe(400);
    expect(phone.body.errors[0].field).toBe('phone');
    expect((await list()).map((a) => a.name)).toEqual(['Home']);
  });

  it('keeps at most 20 addresses per shopper', async () => {
    for (let i = (await list()).length; i < 20; i++) {
      expect((await me('POST', '/api/front/addresses', address(`A${i}`))).status).toBe(200);
    }
    const over = await me('POST', '/api/front/addresses', address('One too many'));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('You can keep at most 20 addresses');
    expect(await list()).toHaveLength(20);
  });

  it("never shows or changes another shopper's address", async () => {
    const home = (await list()).find((a) => a.name === 'Home')!;
    expect((await them('GET', `/api/front/addresses/${home.id}`)).status).toBe(404);
    expect((await them('PUT', `/api/front/addresses/${home.id}`, address('Mine now'))).status).toBe(404);
    expect((await them('PUT', `/api/front/addresses/${home.id}/default`)).status).toBe(404);
    expect((await them('DELETE', `/api/front/addresses/${home.id}`)).status).toBe(404);
    expect((await them('GET', '/api/front/addresses')).body).toEqual([]);
    expect((await me('GET', `/api/front/addresses/${home.id}`)).body).toMatchObject({
      name: 'Home',
      isDefault: true,
    });
  });

  it('hands checkout the address snapshot of its member only, and the default id', async () => {
    const ctx = await two.ctx();
    const home = (await list()).find((a) => a.name === 'Home')!;
    expect(await inShop(ctx, (tx) => defaultAddressId(tx, two.uid))).toBe(home.id);
    const snapshot: AddressSnapshot | null = await inShop(ctx, (tx) => addressOf(tx, two.uid, home.id));
    expect(snapshot).toEqual({
      name: 'Home',
      phone: '13944449999',
      provinceId: 33,
      provinceName: '浙江省',
      cityId: 3301,
      cityName: '杭州市',
      districtId: 330102,
      districtName: '上城区',
      detail: '解放路 1 号',
    });
    expect(await inShop(ctx, (tx) => addressOf(tx, two.otherUid, home.id))).toBeNull();
    expect(await inShop(ctx, (tx) => defaultAddressId(tx, two.otherUid))).toBeNull();
  });
});
