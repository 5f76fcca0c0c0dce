import type { Address } from './api.ts';
import { ct } from './texts.ts';

/** Where an address is, as one line: the region's names and the street. */
const whereOf = (a: Pick<Address, 'provinceName' | 'cityName' | 'districtName' | 'detail'>) =>
  [a.provinceName, a.cityName, a.districtName, a.detail].filter(Boolean).join(' ');

interface AddressListProps {
  addresses: Address[];
  /** Checkout's choice: tapping an address picks it (the chosen one marked). */
  chosenId?: number | null;
  onChoose?: ((id: number) => void) | undefined;
  editHref(id: number): string;
  newHref: string;
  onMakeDefault(id: number): void;
  onRemove(id: number): void;
  busy: boolean;
}

/** The shopper's addresses: default first, each editable, deletable and made the default in place. */
export function AddressList({
  addresses,
  chosenId,
  onChoose,
  editHref,
  newHref,
  onMakeDefault,
  onRemove,
  busy,
}: AddressListProps) {
  return (
    <div className="sf-addresses" data-testid="sf-addresses">
      {addresses.length === 0 ? <p className="sf-empty">{ct.noAddresses}</p> : null}
      <ul>
        {addresses.map((a) => (
          <li key={a.id} className={a.id === chosenId ? 'sf-on' : undefined}>
            {onChoose ? (
              <button
                type="button"
                className="sf-address-pick"
                aria-pressed={a.id === chosenId}
                onClick={() => onChoose(a.id)}
              >
                <AddressText address={a} />
              </button>
            ) : (
              <div className="sf-address-pick">
                <AddressText address={a} />
              </div>
            )}
            <div className="sf-address-actions">
              <label className="sf-check">
                <input
                  type="radio"
                  name="default-address"
                  checked={a.isDefault}
                  disabled={busy}
                  onChange={() => onMakeDefault(a.id)}
                />
                {ct.setDefault}
              </label>
              <a href={editHref(a.id)} className="sf-link-button" aria-label={`${ct.edit} ${a.name}`}>
                {ct.edit}
              </a>
              <button
                type="button"
                className="sf-link-button"
                disabled={busy}
                aria-label={`${ct.remove} ${a.name}`}
                onClick={() => {
                  if (window.confirm(ct.removeConfirm)) onRemove(a.id);
                }}
              >
                {ct.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <a href={newHref} className="sf-primary sf-bottom-button">
        {ct.addAddress}
      </a>
    </div>
  );
}

export function AddressText({ address }: { address: Address }) {
  return (
    <span className="sf-address-text">
      <b>
        {address.name} <span>{address.phone}</span>
        {address.isDefault ? <em>{ct.isDefault}</em> : null}
      </b>
      <span>{whereOf(address)}</span>
    </span>
  );
}
