import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { i18n, initI18n } from '../../../i18n/index.ts';
import * as api from '../api.ts';
import { withProviders } from '../testing.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

vi.mock('../api.ts', () => ({ fetchSettings: vi.fn(), saveSettings: vi.fn() }));

beforeAll(() => {
  initI18n();
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
  vi.mocked(api.fetchSettings).mockResolvedValue({
    applyWindowDays: 7,
    autoApproveDays: 1,
    returnShipDays: 7,
    returnAddress: null,
  });
});

describe('<SettingsDialog>', () => {
  it('says auto-approve only covers goods that have not left, in zh and en', async () => {
    render(withProviders(<SettingsDialog open onClose={vi.fn()} />));
    expect((await screen.findByTestId('settings-auto-approve-hint')).textContent).toContain(
      '只自动同意商品尚未发出（待发货、待核销）的仅退款申请',
    );
    await i18n.changeLanguage('en');
    expect((await screen.findByTestId('settings-auto-approve-hint')).textContent).toContain(
      'once shipped or collected, a person decides',
    );
    await i18n.changeLanguage('zh');
  });
});
