import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLinkT } from './i18n.ts';
import type { LinkTab } from './types.ts';
import type { LinkChoice } from './useLinkChoice.ts';
import './link.css';

interface LinkPickerDialogProps<L extends { kind: string }> {
  tabs: readonly LinkTab<L['kind']>[];
  /** The tab shown and what OK takes (OK waits for a pick, except on the address tab, which checks on OK). */
  choice: LinkChoice<L>;
  onClose(): void;
}

/** "选择链接": one tab per kind of link, OK takes the tab's choice. */
export function LinkPickerDialog<L extends { kind: string }>({
  tabs,
  choice,
  onClose,
}: LinkPickerDialogProps<L>) {
  const { t: common } = useTranslation();
  const t = useLinkT();
  return (
    <Modal
      open
      width={720}
      title={t('pick')}
      onOk={choice.confirm}
      onCancel={onClose}
      okText={common('common.confirm')}
      cancelText={common('common.cancel')}
      okButtonProps={{ disabled: !choice.canConfirm, ...{ 'data-testid': 'link-ok' } }}
    >
      <Tabs
        activeKey={choice.tab}
        onChange={(key) => choice.setTab(key as L['kind'])}
        data-testid="link-tabs"
        items={tabs.map(({ kind, label, children }) => ({ key: kind, label, children }))}
      />
    </Modal>
  );
}
