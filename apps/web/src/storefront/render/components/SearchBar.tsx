import { useRender } from '../context.ts';
import { Icon } from '../icons.tsx';
import { Anchor } from '../Link.tsx';
import type { KindProps } from '../types.ts';

/** A search field look-alike that opens the search page. */
export function SearchBar({ component }: KindProps<'search'>) {
  const { texts, navHref } = useRender();
  const placeholder = component.placeholder || texts.search;
  return (
    <div className={`sf-search${component.sticky ? ' sf-sticky' : ''}`}>
      <Anchor
        href={navHref({ kind: 'page', page: 'search' })}
        className={`sf-search-box sf-search-${component.shape}`}
        label={placeholder}
      >
        <Icon name="search" size={16} />
        <span>{placeholder}</span>
      </Anchor>
    </div>
  );
}
