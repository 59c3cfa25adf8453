import { isColorThemeId } from '@qtify/shared/domain/color-themes';
import { useEffect } from 'react';
import { storeBusinessColorTheme } from './color-theme-store';
import { useBusiness } from './queries/businesses';
import type { AuthStatus, CurrentUser } from './queries/current-user';

/**
 * Staff see their active business in its colour theme (a theme picked in the top bar still wins,
 * color-theme-store.ts). The user answer names the business but not its theme, so the business is
 * fetched (the business pages share this cache entry). Signed out, or without a business, the
 * default theme returns.
 */
export function useActiveBusinessTheme(status: AuthStatus, user: CurrentUser | null): void {
  const businessId = user?.company?.id ?? null;
  const query = useBusiness(businessId);
  const theme = query.data?.colorTheme;
  useEffect(() => {
    if (status === 'guest' || (status === 'user' && businessId === null)) storeBusinessColorTheme(null);
    else if (businessId !== null && isColorThemeId(theme)) storeBusinessColorTheme(theme);
  }, [status, businessId, theme]);
}
