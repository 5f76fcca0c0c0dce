import type { DeskListToolbar } from '../../../components/desk/DeskToolbar.tsx';
import { useAfterSalesT } from '../i18n.ts';
import { AFTER_SALE_PERMISSIONS } from '../permissions.ts';

/** The after-sale list's own button: its settings, after the export. */
export function useAfterSaleToolbar(onSettings: () => void): DeskListToolbar {
  const t = useAfterSalesT();
  return {
    exportPermission: AFTER_SALE_PERMISSIONS.export,
    settings: {
      place: 'trailing',
      permission: AFTER_SALE_PERMISSIONS.settings,
      label: t('actions.settings'),
      testId: 'after-sale-settings',
      onClick: onSettings,
    },
  };
}
