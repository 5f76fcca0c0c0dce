import { Modal, QRCode } from 'antd';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 300;
const DIALOG_WIDTH = 500;

export default function HelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const contact = `${window.location.origin}/help#contact`;
  return (
    <Modal
      title={t('helpBox.scanTitle')}
      open={open}
      width={DIALOG_WIDTH}
      footer={null}
      centered
      onCancel={onClose}
    >
      <div className="hh-help-qr" data-testid="help-qr">
        <QRCode value={contact} size={QR_SIZE} />
        <p>{t('helpBox.scanHint')}</p>
      </div>
    </Modal>
  );
}
