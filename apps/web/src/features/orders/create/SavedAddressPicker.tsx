import { Form, Select, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedAddress } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { useMemberAddresses } from '../queries.ts';
import { type DeliveryValues, savedAddressValues } from './choices.ts';

/** The option that clears the fields for an address typed by hand. */
const TYPED = 0;

export interface SavedAddressPickerProps {
  /** The member ordered for; nothing is shown before one is chosen. */
  memberId: number | undefined;
  /** Kept mounted while hidden (pickup), so switching back does not pick the default again over typed text. */
  hidden: boolean;
  /** The delivery fields were filled from (or cleared by) the picker. */
  onPicked(): void;
}

const where = (a: SavedAddress) => `${a.provinceName}${a.cityName}${a.districtName ?? ''} ${a.detail}`;

/**
 * The member's saved addresses: the default is filled in when the member is chosen, another one
 * (or a blank one to type) on choice; the fields stay editable.
 */
export function SavedAddressPicker({ memberId, hidden, onPicked }: SavedAddressPickerProps) {
  const t = useOrdersT();
  const form = Form.useFormInstance<DeliveryValues>();
  const saved = useMemberAddresses(memberId);
  const [chosen, setChosen] = useState<number | null>(null);
  const filledFor = useRef<number | undefined>(undefined);

  const fill = useCallback(
    (address: SavedAddress | undefined) => {
      setChosen(address?.id ?? TYPED);
      form.setFieldsValue(savedAddressValues(address));
      onPicked();
    },
    [form, onPicked],
  );

  // Once per member: their default, or blank fields when the last member's address was filled in.
  useEffect(() => {
    if (memberId === undefined || !saved.data || filledFor.current === memberId) return;
    filledFor.current = memberId;
    const preferred = saved.data.find((address) => address.isDefault);
    if (preferred || (chosen !== null && chosen !== TYPED)) fill(preferred);
    else setChosen(null);
  }, [memberId, saved.data, chosen, fill]);

  if (hidden || memberId === undefined || !saved.data) return null;
  if (saved.data.length === 0) {
    return (
      <Typography.Paragraph type="secondary" data-testid="create-saved-none">
        {t('create.saved.none')}
      </Typography.Paragraph>
    );
  }
  return (
    <Form.Item label={t('create.saved.label')}>
      <Select<number>
        value={chosen ?? undefined}
        placeholder={t('create.saved.placeholder')}
        onChange={(id) => fill(saved.data.find((address) => address.id === id))}
        options={[
          ...saved.data.map((address) => ({
            value: address.id,
            label: (
              <span data-testid="create-saved-option">
                {address.name} {address.phone} · {where(address)}
                {address.isDefault && (
                  <Tag color="blue" className="hh-saved-default">
                    {t('create.saved.isDefault')}
                  </Tag>
                )}
              </span>
            ),
          })),
          { value: TYPED, label: t('create.saved.typed') },
        ]}
        data-testid="create-saved-address"
      />
    </Form.Item>
  );
}
