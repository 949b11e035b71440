/** Where a logged-out visitor is sent, keeping the path (with its query) to come back to. */
export function urlDeLogin(local: { pathname: string; search: string }): string {
  const voltarPara = `${local.pathname}${local.search}`;
  return voltarPara === '/' ? '/auth/login' : `/auth/login?redirectTo=${encodeURIComponent(voltarPara)}`;
}

/**
 * The post-login destination: only a same-origin path (one leading '/', not '//' nor '/\\',
 * no scheme) is followed; anything else could send the user to another site.
 */
export function destinoSeguro(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/')) return '/';
  if (redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return '/';
  // Control characters and backslashes are how browsers get talked into a different host.
  if (redirectTo.includes('\\') || [...redirectTo].some((c) => c.charCodeAt(0) < 32)) return '/';
  if (redirectTo.startsWith('/auth/')) return '/';
  return redirectTo;
}
