/** Old addresses that still work: they forward to the new page and keep the query string. */
export const LEGACY_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/signup_old', to: '/signup' },
  { from: '/profile/index_old', to: '/profile/profile_index' },
  { from: '/resetPassword', to: '/reset-password' },
];
