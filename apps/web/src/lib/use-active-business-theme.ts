import { isColorThemeId } from '@qtify/shared/domain/color-themes';
import { useEffect } from 'react';
import { storeBusinessColorTheme } from './color-theme-store';
import { useBusiness } from './queries/businesses';
import type { CurrentUser } from './queries/current-user';

/**
 * Staff see their active business in its colour theme (a theme picked in the top bar still wins,
 * color-theme-store.ts). The user answer names the business but not its theme, so the business is
 * fetched (the business pages share this cache entry). Runs in the signed-in frame: the business
 * queries stay out of a visitor's first download.
 */
export function useActiveBusinessTheme(user: CurrentUser): void {
  const businessId = user.company?.id ?? null;
  const theme = useBusiness(businessId).data?.colorTheme;
  useEffect(() => {
    if (businessId === null) storeBusinessColorTheme(null);
    else if (isColorThemeId(theme)) storeBusinessColorTheme(theme);
  }, [businessId, theme]);
}
