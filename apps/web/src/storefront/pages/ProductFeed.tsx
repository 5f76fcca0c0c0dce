import { useState } from 'react';
import { catalogue, type ProductPage } from '../api.ts';
import { t } from '../texts.ts';
import { useLoad } from '../useLoad.ts';
import { Waiting } from './Problem.tsx';
import { ProductRows } from './ProductGrid.tsx';

const SIZE = 20;

interface FeedProps {
  companyKey: string;
  categoryId?: number;
  keyword?: string;
  empty: string;
}

/** The shop's products of a category or a search, twenty at a time with a button for more. */
export function ProductFeed(props: FeedProps) {
  const [pages, setPages] = useState(1);
  const key = `${props.categoryId ?? ''}/${props.keyword ?? ''}`;
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setPages(1);
  }
  return (
    <div className="sf-feed">
      {Array.from({ length: pages }, (_, n) => n).map((page) => (
        <FeedPage
          key={`${key}/${page}`}
          {...props}
          page={page}
          last={page === pages - 1}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </div>
  );
}

interface FeedPageProps extends FeedProps {
  page: number;
  last: boolean;
  onMore(): void;
}

function FeedPage({ companyKey, categoryId, keyword, empty, page, last, onMore }: FeedPageProps) {
  const loaded = useLoad(`${companyKey}/${categoryId ?? ''}/${keyword ?? ''}/${page}`, () =>
    catalogue.products(companyKey, { categoryId, keyword, page, size: SIZE }),
  );
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <p className="sf-empty">{t.failed}</p>;
  const answer: ProductPage = loaded.data;
  if (page === 0 && answer.content.length === 0) return <p className="sf-empty">{empty}</p>;
  return (
    <>
      <ProductRows companyKey={companyKey} products={answer.content} />
      {last && (page + 1) * SIZE < answer.totalElements ? (
        <button type="button" className="sf-more" onClick={onMore}>
          {t.more}
        </button>
      ) : null}
    </>
  );
}
