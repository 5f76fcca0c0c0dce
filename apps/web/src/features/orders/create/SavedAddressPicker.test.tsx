import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import type { SavedAddress } from '../api.ts';
import * as api from '../api.ts';
import { withQueries } from '../refunds/testing.tsx';
import { type DeliveryValues, INITIAL_DELIVERY } from './choices.ts';
import { SavedAddressPicker } from './SavedAddressPicker.tsx';

vi.mock('../api.ts', () => ({ fetchMemberAddresses: vi.fn() }));

const address = (patch: Partial<SavedAddress>): SavedAddress => ({
  id: 1,
  name: '王芳',
  phone: '13800001111',
  provinceId: 11,
  provinceName: '北京市',
  cityId: 1101,
  cityName: '市辖区',
  districtId: 110105,
  districtName: '朝阳区',
  detail: '建国路 88 号',
  isDefault: false,
  createdAt: '2026-11-01 10:00:00',
  ...patch,
});

const HOME = address({ id: 1, isDefault: true });
const OFFICE = address({
  id: 2,
  name: '王先生',
  phone: '13800002222',
  provinceId: 33,
  provinceName: '浙江省',
  cityId: 3301,
  cityName: '杭州市',
  districtId: null,
  districtName: null,
  detail: '文三路 1 号',
});

let form: FormInstance<DeliveryValues>;

function Harness({ memberId, onPicked }: { memberId: number | undefined; onPicked(): void }) {
  const [instance] = Form.useForm<DeliveryValues>();
  form = instance;
  return (
    <Form form={instance} initialValues={INITIAL_DELIVERY}>
      <SavedAddressPicker memberId={memberId} hidden={false} onPicked={onPicked} />
    </Form>
  );
}

const fields = () => {
  const values = form.getFieldsValue(true) as DeliveryValues;
  return { address: values.address, region: values.region };
};

async function choose(text: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
    o.textContent?.includes(text),
  );
  fireEvent.click(option!);
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchMemberAddresses).mockReset().mockResolvedValue([HOME, OFFICE]);
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
});

describe('<SavedAddressPicker>', () => {
  it("fills the member's default address in: consignee, phone, region chain and street", async () => {
    const onPicked = vi.fn();
    render(withQueries(<Harness memberId={5} onPicked={onPicked} />));
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    expect(api.fetchMemberAddresses).toHaveBeenCalledWith(5);
    expect(fields()).toEqual({
      address: { receiverName: '王芳', receiverPhone: '13800001111', address: '建国路 88 号' },
      region: [11, 1101, 110105],
    });
    expect(screen.getByTestId('create-saved-address').textContent).toContain('建国路 88 号');
  });

  it('fills another saved address on choice, and clears the fields to type a new one', async () => {
    const onPicked = vi.fn();
    render(withQueries(<Harness memberId={5} onPicked={onPicked} />));
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    await choose('文三路 1 号');
    expect(fields()).toEqual({
      address: { receiverName: '王先生', receiverPhone: '13800002222', address: '文三路 1 号' },
      region: [33, 3301],
    });
    await choose('填写新地址');
    expect(fields()).toEqual({
      address: { receiverName: '', receiverPhone: '', address: '' },
      region: undefined,
    });
    expect(onPicked).toHaveBeenCalledTimes(3);
  });

  it('says so when the member has no saved address and leaves the fields alone', async () => {
    vi.mocked(api.fetchMemberAddresses).mockResolvedValue([]);
    const onPicked = vi.fn();
    render(withQueries(<Harness memberId={6} onPicked={onPicked} />));
    expect((await screen.findByTestId('create-saved-none')).textContent).toContain('没有保存的地址');
    expect(onPicked).not.toHaveBeenCalled();
    expect(fields()).toEqual({ address: undefined, region: undefined });
  });

  it('offers nothing before a member is chosen', () => {
    const { container } = render(withQueries(<Harness memberId={undefined} onPicked={vi.fn()} />));
    expect(api.fetchMemberAddresses).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});
