import { DIRECTORY_QUERY_MAX } from '@qtify/shared/domain/directory';
import { INDUSTRIES, type Industry, isIndustry } from '@qtify/shared/domain/industry';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import type { DirectorySearch } from '../../lib/queries/directory';
import classes from './shops.module.css';

interface DirectorySearchFormProps {
  search: DirectorySearch;
  onSearch: (search: DirectorySearch) => void;
}

/**
 * Name, town and industry. A plain search box, no validation to show (any text is a search), so no
 * form library: what it submits goes into the address, which a visitor can share.
 */
export function DirectorySearchForm({ search, onSearch }: DirectorySearchFormProps) {
  const { t } = useTranslation('shops');
  const [q, setQ] = useState(search.q);
  const [town, setTown] = useState(search.town);
  const [industry, setIndustry] = useState<Industry | ''>(search.industry);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim(), town: town.trim(), industry });
  };
  return (
    <search>
      <form className={classes.search} onSubmit={submit}>
        <div className={classes.field}>
          <label htmlFor="directory-q" className={classes.label}>
            {t('directory.name')}
          </label>
          <input
            id="directory-q"
            name="q"
            type="search"
            className={classes.input}
            value={q}
            maxLength={DIRECTORY_QUERY_MAX}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
        </div>
        <div className={classes.field}>
          <label htmlFor="directory-town" className={classes.label}>
            {t('directory.town')}
          </label>
          <input
            id="directory-town"
            name="town"
            type="search"
            autoComplete="address-level2"
            className={classes.input}
            value={town}
            maxLength={DIRECTORY_QUERY_MAX}
            onChange={(event) => setTown(event.currentTarget.value)}
          />
        </div>
        <div className={classes.field}>
          <label htmlFor="directory-industry" className={classes.label}>
            {t('directory.industry')}
          </label>
          <select
            id="directory-industry"
            name="industry"
            className={classes.input}
            value={industry}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setIndustry(isIndustry(value) ? value : '');
            }}
          >
            <option value="">{t('directory.anyIndustry')}</option>
            {INDUSTRIES.map((option) => (
              <option key={option} value={option}>
                {t(`industries.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          <IconSearch size={18} aria-hidden="true" />
          {t('directory.search')}
        </button>
      </form>
    </search>
  );
}
