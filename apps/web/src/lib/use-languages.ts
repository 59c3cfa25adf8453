import { LANGUAGES } from '@qtify/shared/i18n/languages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { PUBLIC_QUERY } from './forget-user-data';

export interface LanguageOption {
  id: string;
  text: string;
}

const FALLBACK: LanguageOption[] = LANGUAGES.map(({ id, text }) => ({ id, text }));

/**
 * The languages offered, from `GET /api/language/getAll` (German first; the first is the default).
 * Until it answers, and if it fails, the bundled list keeps the dropdown from ever being empty.
 * Entries the web has no catalogue for are left out.
 */
export function useLanguages(): { languages: LanguageOption[]; fromServer: boolean } {
  const query = useQuery({
    queryKey: ['languages'],
    queryFn: ({ signal }) =>
      apiClient.get<{ success: boolean; languages: LanguageOption[] }>('/api/language/getAll', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: PUBLIC_QUERY,
    select: (body) => body.languages.filter((language) => FALLBACK.some((known) => known.id === language.id)),
  });
  const languages = query.data && query.data.length > 0 ? query.data : null;
  return { languages: languages ?? FALLBACK, fromServer: languages !== null };
}
