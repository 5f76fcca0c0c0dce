import { decoration } from '../api.ts';
import { useCartCount } from '../cart.ts';
import { PageRenderer } from '../render/index.ts';
import { useDocumentTitle } from '../Shell.tsx';
import { lang } from '../texts.ts';
import { useLoad } from '../useLoad.ts';
import { Problem, Waiting } from './Problem.tsx';

interface DecoratedPageProps {
  companyKey: string;
  /** A custom page; none: the shop's home page. */
  id: number | null;
  currentPath: string;
}

/** A published page of the shop (its home page or a custom one) with the bottom navigation. */
export function DecoratedPage({ companyKey, id, currentPath }: DecoratedPageProps) {
  const loaded = useLoad(`${companyKey}/${id ?? 'home'}`, () =>
    id === null ? decoration.home(companyKey) : decoration.page(companyKey, id),
  );
  const rendered = loaded.state === 'done' ? loaded.data : null;
  const cartCount = useCartCount(companyKey, currentPath);
  useDocumentTitle(rendered?.document.title || rendered?.document.name || '', rendered?.data.shop.name);
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const { document, data } = loaded.data;
  return (
    <div data-testid="sf-decorated" data-page-id={loaded.data.page.id}>
      <PageRenderer
        page={document}
        resolved={data}
        mode="live"
        companyKey={companyKey}
        lang={lang}
        bottomNav={{ currentPath, cartCount }}
      />
    </div>
  );
}
