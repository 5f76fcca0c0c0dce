import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLinkT } from './i18n.ts';
import type { LinkTab } from './types.ts';
import './link.css';

interface LinkPickerDialogProps<K extends string> {
  tabs: readonly LinkTab<K>[];
  tab: K;
  onTab(kind: K): void;
  /** Whether OK may be pressed (something is picked on this tab, or it checks on OK). */
  canConfirm: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** "选择链接": one tab per kind of link, OK takes the tab's choice. */
export function LinkPickerDialog<K extends string>({
  tabs,
  tab,
  onTab,
  canConfirm,
  onConfirm,
  onClose,
}: LinkPickerDialogProps<K>) {
  const { t: common } = useTranslation();
  const t = useLinkT();
  return (
    <Modal
      open
      width={720}
      title={t('pick')}
      onOk={onConfirm}
      onCancel={onClose}
      okText={common('common.confirm')}
      cancelText={common('common.cancel')}
      okButtonProps={{ disabled: !canConfirm, ...{ 'data-testid': 'link-ok' } }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as K)}
        data-testid="link-tabs"
        items={tabs.map(({ kind, label, children }) => ({ key: kind, label, children }))}
      />
    </Modal>
  );
}
