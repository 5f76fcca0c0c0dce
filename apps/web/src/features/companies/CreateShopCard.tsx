import { PlusOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useCompaniesT } from './i18n.ts';

/** The last tile of the shop grid: opens the create-a-shop dialog. */
export function CreateShopCard({ onClick }: { onClick(): void }) {
  const t = useCompaniesT();
  return (
    <Card
      hoverable
      className="hh-company-card hh-create-shop-card"
      onClick={onClick}
      data-testid="create-shop"
    >
      <PlusOutlined className="hh-create-shop-icon" />
      <div className="hh-create-shop-title">{t('createTitle')}</div>
      <div className="hh-create-shop-text">{t('createHint')}</div>
    </Card>
  );
}
