import { FontSizeOutlined } from '@ant-design/icons';
import { SIZES, type SizeName } from '@hh/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../http/notify.ts';
import { useAppStore } from '../../state/app.ts';

const isSize = (value: string): value is SizeName => (SIZES as readonly string[]).includes(value);

export function SizeSelect() {
  const { t } = useTranslation();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`layout.sizes.${key}`) })),
        onClick: ({ key }) => {
          if (!isSize(key) || key === size) return;
          setSize(key);
          notifySuccess(t('layout.sizeChanged'));
        },
      }}
    >
      <Button
        type="text"
        icon={<FontSizeOutlined />}
        title={t('layout.size')}
        aria-label={t('layout.size')}
        data-testid="size-select"
      />
    </Dropdown>
  );
}
