import { isIndustry } from '@qtify/shared/domain/industry';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { PageLoader } from '../../components/page-loader';
import { type DirectorySearch, useDirectory } from '../../lib/queries/directory';
import { DirectoryList } from './directory-list';
import { DirectorySearchForm } from './directory-search-form';
import classes from './shops.module.css';

/** The search as the address holds it (`?q=&town=&industry=`), so a search can be shared. */
function searchOf(params: URLSearchParams): DirectorySearch {
  const industry = params.get('industry') ?? '';
  return {
    q: params.get('q') ?? '',
    town: params.get('town') ?? '',
    industry: isIndustry(industry) ? industry : '',
  };
}

/**
 * `/shops` and `/shops/feed`: the businesses whose owners chose to be listed, searchable by name,
 * town and industry. Ordered by name only, and it says so: nobody pays for a better place.
 */
export function DirectoryPage() {
  const { t } = useTranslation('shops');
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const directory = useDirectory(search);
  const businesses = directory.data?.pages.flatMap((page) => page.businesses) ?? [];
  const onSearch = (next: DirectorySearch) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), {
      replace: true,
    });
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('directory.title')}</h1>
      <p className={classes.description}>{t('directory.intro')}</p>
      <DirectorySearchForm key={params.toString()} search={search} onSearch={onSearch} />
      {directory.isPending ? (
        <PageLoader />
      ) : directory.isError ? (
        <p className={classes.note} role="alert">
          {t('directory.loadFailed')}
        </p>
      ) : (
        <section aria-live="polite" aria-busy={directory.isFetching}>
          {businesses.length === 0 ? (
            <p className={classes.muted}>{t('directory.empty')}</p>
          ) : (
            <DirectoryList businesses={businesses} />
          )}
          {directory.hasNextPage && (
            <button
              type="button"
              className={buttonClass('default', 'md')}
              onClick={() => void directory.fetchNextPage()}
              aria-busy={directory.isFetchingNextPage}
            >
              {t('directory.more')}
            </button>
          )}
        </section>
      )}
      <p className={classes.muted}>{t('directory.neutral')}</p>
    </div>
  );
}
