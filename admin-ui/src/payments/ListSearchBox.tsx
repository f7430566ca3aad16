import { useCallback } from 'react';
import { useListContext } from 'react-admin';
import { SearchBox } from './SearchBox';

/** The search box of a list on this page: its text becomes the list's `q` filter (page 1). */
export function ListSearchBox({ placeholder }: { placeholder: string }) {
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const onSearch = useCallback(
    (q: string) => {
      if (q !== current) setFilters(q ? { ...filterValues, q } : {}, {});
    },
    [current, filterValues, setFilters],
  );
  return <SearchBox placeholder={placeholder} onSearch={onSearch} />;
}
