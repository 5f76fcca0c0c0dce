import { useState } from 'react';
import { Icon } from '../render/icons.tsx';
import { h5Paths } from '../render/paths.ts';
import { navigate } from '../router.ts';
import { t } from '../texts.ts';
import { ProductFeed } from './ProductFeed.tsx';

/** A search field and the shop's products whose names match. */
export function SearchPage({ companyKey, keyword }: { companyKey: string; keyword: string }) {
  const [typed, setTyped] = useState(keyword);
  return (
    <div className="sf-searchpage">
      <form
        className="sf-search"
        onSubmit={(event) => {
          event.preventDefault();
          const words = typed.trim();
          navigate(h5Paths.search(companyKey, words));
        }}
      >
        <label className="sf-search-box sf-search-round">
          <Icon name="search" size={16} />
          <input
            type="search"
            value={typed}
            maxLength={50}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className="sf-search-go">
          {t.search}
        </button>
      </form>
      {keyword ? (
        <ProductFeed companyKey={companyKey} keyword={keyword} empty={t.noResults} />
      ) : (
        <p className="sf-empty">{t.searchHint}</p>
      )}
    </div>
  );
}
