import { LinkField } from '../../components/link/LinkField.tsx';
import { useNavigationT } from './i18n.ts';
import { linkLabel } from './linkLabel.ts';
import { NavLinkPicker } from './NavLinkPicker.tsx';
import type { NavItem, PickedLink } from './types.ts';

interface NavLinkFieldProps {
  terminal: number;
  item: Pick<NavItem, 'link' | 'linkName'>;
  editable: boolean;
  onPick(picked: PickedLink): void;
}

/** The entry's link as it reads (kind and name), and the button that opens the picker. */
export function NavLinkField({ terminal, item, editable, onPick }: NavLinkFieldProps) {
  const t = useNavigationT();
  return (
    <LinkField
      label={item.link ? linkLabel(t, item) : null}
      editable={editable}
      picker={(close) => (
        <NavLinkPicker
          terminal={terminal}
          value={item}
          onClose={close}
          onPick={(picked) => {
            close();
            onPick(picked);
          }}
        />
      )}
    />
  );
}
