import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { notifySuccess } from '../../http/notify.ts';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import { saveSystemConfig } from './api.ts';
import { ConfigForm } from './ConfigForm.tsx';

vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api.ts')>()),
  saveSystemConfig: vi.fn(),
}));
vi.mock('../../http/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const save = vi.mocked(saveSystemConfig);
const INITIAL = { store_self_mention: 1, tengxun_map_key: 'KEY-1' } as const;

beforeAll(() => {
  initI18n();
  useSession.setState({ roles: ['systemConfig:edit'] });
});

afterEach(() => vi.clearAllMocks());

function submitWithPickupOff() {
  const onSaved = vi.fn();
  render(<ConfigForm initial={INITIAL} onSaved={onSaved} />);
  fireEvent.click(screen.getByLabelText('关闭'));
  fireEvent.click(screen.getByTestId('config-submit'));
  return onSaved;
}

describe('<ConfigForm>', () => {
  it('posts both keys and says setting succeeded', async () => {
    save.mockResolvedValue({ message: '设置成功' });
    const onSaved = submitWithPickupOff();
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ store_self_mention: 2, tengxun_map_key: 'KEY-1' }),
    );
    expect(save).toHaveBeenCalledWith({ store_self_mention: 2, tengxun_map_key: 'KEY-1' });
    expect(notifySuccess).toHaveBeenCalledWith('设置成功');
  });

  it('ignores a failed save silently: no notice, no error, the form stays as typed', async () => {
    save.mockRejectedValue(new ApiError('status', 'boom', 500));
    const onSaved = submitWithPickupOff();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('config-submit').classList.contains('ant-btn-loading')).toBe(false),
    );
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('关闭') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('config-map-key')).toHaveProperty('value', 'KEY-1');
  });

  it('hides the submit button without systemConfig:edit', () => {
    useSession.setState({ roles: ['stores:list'] });
    render(<ConfigForm initial={INITIAL} onSaved={vi.fn()} />);
    expect(screen.queryByTestId('config-submit')).toBeNull();
    useSession.setState({ roles: ['systemConfig:edit'] });
  });
});
