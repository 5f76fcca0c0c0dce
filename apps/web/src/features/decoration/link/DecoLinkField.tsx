import type { DecoLink } from '@hh/shared';
import { LinkField } from '../../../components/link/LinkField.tsx';
import { useDecoT } from '../i18n.ts';
import { DecoLinkPicker } from './DecoLinkPicker.tsx';
import { rememberName, targetName, useCanvasData } from './linkNames.ts';

interface DecoLinkFieldProps {
  value: DecoLink | null;
  onChange(link: DecoLink | null): void;
}

/** A component's link as it reads (kind and target), its picker, and a way to remove it. */
export function DecoLinkField({ value, onChange }: DecoLinkFieldProps) {
  const t = useDecoT();
  const data = useCanvasData();
  const label = (link: DecoLink) => {
    const kind = t(`link.kinds.${link.kind}`);
    switch (link.kind) {
      case 'home':
        return kind;
      case 'url':
        return `${kind} · ${link.url}`;
      case 'navTab':
        return `${kind} · ${targetName(link, data) ?? `#${link.index + 1}`}`;
      default:
        return `${kind} · ${targetName(link, data) ?? `#${link.id}`}`;
    }
  };
  return (
    <LinkField
      label={value ? label(value) : null}
      editable
      onClear={() => onChange(null)}
      picker={(close) => (
        <DecoLinkPicker
          value={value}
          onClose={close}
          onPick={({ link, linkName }) => {
            rememberName(link, linkName);
            close();
            onChange(link);
          }}
        />
      )}
    />
  );
}
