import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_THRESHOLD } from '@hh/shared';
import { Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pickTitle } from '../../routing/meta.ts';
import { useRouteTree } from '../../routing/routeTree.tsx';
import { useTabs } from '../../state/tabs.ts';
import { reopenPath } from '../../state/tabsLogic.ts';

interface SearchItem {
  path: string;
  title: string[];
}

const MAX_RESULTS = 12;

export function RouteSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useRouteTree();
  const [query, setQuery] = useState('');

  const fuse = useMemo(() => {
    const items: SearchItem[] = search.map((entry) => ({
      path: entry.path,
      title: entry.title.map((title) => pickTitle(title, i18n.language)),
    }));
    return new Fuse(items, {
      threshold: SEARCH_THRESHOLD,
      shouldSort: true,
      location: 0,
      distance: 100,
      minMatchCharLength: 1,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  }, [search, i18n.language]);
  const results = query.trim()
    ? fuse.search(query.trim(), { limit: MAX_RESULTS }).map((result) => result.item)
    : [];

  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      value={null}
      className="hh-route-search"
      placeholder={t('layout.searchPlaceholder')}
      suffixIcon={<SearchOutlined />}
      notFoundContent={query.trim() ? t('layout.searchEmpty') : null}
      options={results.map((item) => ({ value: item.path, label: `${item.title.join(' > ')}` }))}
      onChange={(path) => {
        setQuery('');
        navigate(reopenPath(useTabs.getState(), path));
      }}
      popupMatchSelectWidth={280}
      data-testid="route-search"
    />
  );
}
