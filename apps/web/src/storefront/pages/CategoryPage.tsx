import { type Category, catalogue } from '../api.ts';
import { h5Paths } from '../render/paths.ts';
import { t } from '../texts.ts';
import { useLoad } from '../useLoad.ts';
import { Problem, Waiting } from './Problem.tsx';
import { ProductFeed } from './ProductFeed.tsx';

/** The shop's categories down the left, the chosen one's sub-categories and products at the right. */
export function CategoryPage({ companyKey, id }: { companyKey: string; id: number | null }) {
  const loaded = useLoad(`${companyKey}/categories`, () => catalogue.categories(companyKey));
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const all = loaded.data;
  const tops = all.filter((c) => !all.some((p) => p.id === c.parentId));
  const chosen = id === null ? tops[0] : all.find((c) => c.id === id);
  if (!chosen) return <Problem companyKey={companyKey} status={all.length ? 404 : 200} />;
  const top = tops.find((c) => c.id === chosen.id) ?? all.find((c) => c.id === chosen.parentId) ?? chosen;
  const children = all.filter((c) => c.parentId === top.id);
  return (
    <div className="sf-category" data-testid="sf-category">
      <nav className="sf-category-side">
        {tops.map((c) => (
          <CategoryLink key={c.id} companyKey={companyKey} category={c} on={c.id === top.id} />
        ))}
      </nav>
      <div className="sf-category-main">
        {children.length ? (
          <div className="sf-chips">
            <a
              className={chosen.id === top.id ? 'sf-on' : undefined}
              href={h5Paths.category(companyKey, top.id)}
            >
              {t.all}
            </a>
            {children.map((c) => (
              <a
                key={c.id}
                className={c.id === chosen.id ? 'sf-on' : undefined}
                href={h5Paths.category(companyKey, c.id)}
              >
                {c.name}
              </a>
            ))}
          </div>
        ) : null}
        <h2 className="sf-category-name">{chosen.name}</h2>
        <ProductFeed companyKey={companyKey} categoryId={chosen.id} empty={t.noProducts} />
      </div>
    </div>
  );
}

function CategoryLink({ companyKey, category, on }: { companyKey: string; category: Category; on: boolean }) {
  return (
    <a
      className={on ? 'sf-on' : undefined}
      href={h5Paths.category(companyKey, category.id)}
      aria-current={on || undefined}
    >
      {category.name}
    </a>
  );
}

/** The category's name for the title bar (the categories are asked once for the whole page). */
export function useCategoryName(companyKey: string, id: number | null): string {
  const loaded = useLoad(`${companyKey}/categories`, () => catalogue.categories(companyKey));
  if (id === null || loaded.state !== 'done') return t.categories;
  return loaded.data.find((c) => c.id === id)?.name ?? t.categories;
}
