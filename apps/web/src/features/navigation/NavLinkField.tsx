import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigationT } from './i18n.ts';
import { linkLabel } from './linkLabel.ts';
import { NavLinkPicker } from './NavLinkPicker.tsx';
import type { NavItem, PickedLink } from './types.ts';

interface NavLinkFieldProps {
  item: Pick<NavItem, 'link' | 'linkName'>;
  editable: boolean;
  onPick(picked: PickedLink): void;
}

/** The entry's link as it reads (kind and name), and the button that opens the picker. */
export function NavLinkField({ item, editable, onPick }: NavLinkFieldProps) {
  const t = useNavigationT();
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text
        type={item.link ? undefined : 'secondary'}
        ellipsis={{ tooltip: true }}
        className="hh-nav-link-value"
        data-testid="nav-link-value"
      >
        {linkLabel(t, item)}
      </Typography.Text>
      {editable && (
        <Button icon={<LinkOutlined />} onClick={() => setOpen(true)} data-testid="nav-link-pick">
          {item.link ? t('nav.link.change') : t('nav.link.pick')}
        </Button>
      )}
      {open && (
        <NavLinkPicker
          value={item}
          onClose={() => setOpen(false)}
          onPick={(picked) => {
            setOpen(false);
            onPick(picked);
          }}
        />
      )}
    </Flex>
  );
}
