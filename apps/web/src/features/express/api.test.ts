import { expressContract } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import { type ExpressRow, emptyExpressForm, expressToBody, expressToForm } from './api.ts';

const row: ExpressRow = {
  id: 7,
  code: 'SF',
  name: '顺丰速运',
  sort: 1,
  isShow: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

describe('express form ↔ body', () => {
  it('sends the whole new courier, trimmed, which the contract accepts', () => {
    const body = expressToBody({ ...emptyExpressForm(), code: ' fw ', name: ' 丰网速运 ', sort: 3 }, 'add');
    expect(body).toEqual({ code: 'fw', name: '丰网速运', sort: 3, isShow: true });
    expect(expressContract.create.parse(body)).toEqual({
      code: 'FW',
      name: '丰网速运',
      sort: 3,
      isShow: true,
    });
  });

  it('sends only the name and the place of an edited courier, never its code or switch', () => {
    const form = { ...expressToForm(row), code: 'HACK', name: '顺丰', sort: 0, isShow: true };
    const body = expressToBody(form, 'edit');
    expect(body).toEqual({ name: '顺丰', sort: 0 });
    expect(expressContract.update.parse({ ...body, id: row.id })).toEqual({ id: 7, name: '顺丰', sort: 0 });
  });

  it('opens an existing courier with its values and a new one enabled', () => {
    expect(expressToForm(row)).toEqual({ code: 'SF', name: '顺丰速运', sort: 1, isShow: false });
    expect(emptyExpressForm()).toEqual({ code: '', name: '', sort: 0, isShow: true });
  });
});
