import { CheckOutlined, DownOutlined, ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShopAvatar } from '../../components/ShopAvatar.tsx';
import { notifySuccess } from '../../http/notify.ts';
import { landingPath } from '../../routing/landing.ts';
import { STORE_PATH } from '../../routing/paths.ts';
import { loadCompanies, switchCompany } from '../../session/actions.ts';
import { useSession } from '../../session/state.ts';
import { useTabs } from '../../state/tabs.ts';

const ALL_SHOPS = 'all';

/**
 * The current shop's logo and name; people in several shops switch here with the shop chooser's
 * call and rules (a new token, fresh roles, menus and data, the other shop's tabs closed).
 */
export function ShopSwitch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shop = useSession((state) => state.shop);
  const [switching, setSwitching] = useState(false);
  const companies = useQuery({
    queryKey: ['layout', 'companies'],
    queryFn: loadCompanies,
    staleTime: 60_000,
  });
  if (!shop) return null;
  const list = companies.data ?? [];
  const several = list.length > 1;

  const choose = async (key: string) => {
    if (key === ALL_SHOPS) {
      useTabs.getState().reset();
      navigate(STORE_PATH);
      return;
    }
    const companyId = Number(key);
    if (switching || companyId === shop.companyId) return;
    setSwitching(true);
    try {
      const next = await switchCompany(companyId);
      notifySuccess(t('store.switched', { name: next.companyName }));
      navigate(landingPath(next, null));
    } finally {
      setSwitching(false);
    }
  };

  const items: MenuProps['items'] = [
    ...list.map((company) => ({
      key: String(company.companyId),
      icon: <ShopAvatar company={company} size={20} />,
      label: (
        <span
          className="hh-shop-switch-item"
          data-testid="shop-switch-item"
          data-company-id={company.companyId}
        >
          <span className="hh-shop-switch-item-name">{company.companyName}</span>
          {company.companyId === shop.companyId && <CheckOutlined className="hh-shop-switch-check" />}
        </span>
      ),
    })),
    { type: 'divider' as const },
    { key: ALL_SHOPS, icon: <ShopOutlined />, label: t('layout.myShops') },
  ];

  const face = (
    <>
      <ShopAvatar company={shop} size={24} className="hh-shop-switch-logo" />
      <span className="hh-shop-switch-name" data-testid="current-shop-name">
        {shop.companyName}
      </span>
    </>
  );

  if (!several) {
    return (
      <div className="hh-shop-switch" data-testid="current-shop" title={shop.companyName}>
        {face}
      </div>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      disabled={switching}
      menu={{
        items,
        selectable: true,
        selectedKeys: [String(shop.companyId)],
        onClick: ({ key }) => void choose(key),
      }}
    >
      <button
        type="button"
        className="hh-shop-switch hh-shop-switch--button"
        data-testid="current-shop"
        title={t('layout.switchShop')}
        aria-label={`${t('layout.switchShop')}: ${shop.companyName}`}
      >
        {face}
        <DownOutlined className="hh-shop-switch-arrow" />
      </button>
    </Dropdown>
  );
}
