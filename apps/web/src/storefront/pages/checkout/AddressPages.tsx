import { useState } from 'react';
import { h5Paths } from '../../render/paths.ts';
import { goBack, navigate } from '../../router.ts';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { AddressForm } from './AddressForm.tsx';
import { AddressList } from './AddressList.tsx';
import { type AddressInput, addressBook, regionsUnder } from './api.ts';
import { keepIntent, readIntent } from './intent.ts';
import './checkout.css';
import { FormError } from '../../ui/FormError.tsx';

/** The address book; in `choose` mode (from checkout) tapping an address takes it back to the checkout. */
export function AddressBookPage({ companyKey, choose }: { companyKey: string; choose: boolean }) {
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const loaded = useLoad(`${companyKey}/addresses/${version}`, () => addressBook.list(companyKey));
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const intent = choose ? readIntent(companyKey) : null;
  const act = async (job: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await job();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setVersion((v) => v + 1);
    }
  };
  return (
    <>
      <FormError message={error} className="sf-banner" />
      <AddressList
        addresses={loaded.data}
        chosenId={intent?.addressId ?? null}
        onChoose={
          intent
            ? (id) => {
                keepIntent(companyKey, { ...intent, addressId: id });
                goBack(h5Paths.checkout(companyKey));
              }
            : undefined
        }
        editHref={(id) => h5Paths.address(companyKey, id, choose)}
        newHref={h5Paths.address(companyKey, null, choose)}
        onMakeDefault={(id) => act(() => addressBook.makeDefault(companyKey, id))}
        onRemove={(id) => act(() => addressBook.remove(companyKey, id))}
        busy={busy}
      />
    </>
  );
}

/** A new address (`id` null) or one to edit; saved, it goes back to the list (or, choosing, to the checkout). */
export function AddressEditPage({
  companyKey,
  id,
  choose,
}: {
  companyKey: string;
  id: number | null;
  choose: boolean;
}) {
  const loaded = useLoad(`${companyKey}/address/${id}`, () =>
    id === null ? Promise.resolve(null) : addressBook.one(companyKey, id),
  );
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const save = async (input: AddressInput) => {
    const saved = await addressBook.save(companyKey, id, input);
    const intent = choose ? readIntent(companyKey) : null;
    if (intent && id === null) {
      keepIntent(companyKey, { ...intent, addressId: saved.id });
      navigate(h5Paths.checkout(companyKey), { replace: true });
    } else goBack(h5Paths.addresses(companyKey, choose));
  };
  return <AddressForm initial={loaded.data} onSave={save} loadRegions={regionsUnder} />;
}
