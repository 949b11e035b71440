import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The token of an e-mailed link (?token=…), read once; the address bar loses it at once, so it
 * lingers neither in history nor in a Referer. Empty when the link carried none.
 */
export function useTokenDoLink(): string {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  useEffect(() => {
    if (params.has('token')) void navigate({ search: '' }, { replace: true });
  }, [params, navigate]);
  return token;
}
