import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { initI18n } from '../../i18n/index.ts';
import * as api from './api.ts';
import { MoneyDialog } from './MoneyDialog.tsx';
import { member, withQuery } from './testing.tsx';

vi.mock('./api.ts', () => ({ fetchMember: vi.fn(), adjustMoney: vi.fn() }));

const wallet = member({ uid: 10, nowMoney: '0.10' });

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchMember).mockReset().mockResolvedValue(wallet);
  vi.mocked(api.adjustMoney).mockReset().mockResolvedValue({ uid: 10, nowMoney: '0.30', message: 'ok' });
});

function open(onDone = vi.fn()) {
  render(withQuery(<MoneyDialog member={wallet} onClose={vi.fn()} onDone={onDone} />));
  return onDone;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));

describe('<MoneyDialog>', () => {
  it('sends the amount as the typed decimal string and previews the exact balance', async () => {
    const onDone = open();
    type('金额', '0.2');
    type('原因', '补偿');
    expect((await screen.findByTestId('money-after')).textContent).toBe('0.30');
    submit();
    await waitFor(() =>
      expect(api.adjustMoney).toHaveBeenCalledWith({ uid: 10, ptype: 1, money: '0.2', remark: '补偿' }),
    );
    expect(typeof vi.mocked(api.adjustMoney).mock.calls[0]?.[0].money).toBe('string');
    expect(onDone).toHaveBeenCalledWith({ uid: 10, nowMoney: '0.30', message: 'ok' });
  });

  it.each(['1.234', '-1', 'abc', '0'])('refuses %s without calling the server', async (amount) => {
    open();
    type('金额', amount);
    type('原因', '测试');
    submit();
    expect(await screen.findByText(/请输入大于 0、最多两位小数的金额|金额必须大于 0/)).toBeTruthy();
    expect(api.adjustMoney).not.toHaveBeenCalled();
  });

  it('shows the server message when the balance is too low', async () => {
    vi.mocked(api.adjustMoney).mockRejectedValueOnce(new ApiError('status', '余额不足，无法扣减', 400));
    const onDone = open();
    fireEvent.click(screen.getByText('扣减'));
    type('金额', '5');
    type('原因', '扣款');
    submit();
    expect((await screen.findByTestId('money-error')).textContent).toContain('余额不足，无法扣减');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('money-current').textContent).toBe('0.10');
  });
});
