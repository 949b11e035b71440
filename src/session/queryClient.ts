import { QueryClient } from '@tanstack/react-query';

/** SPEC section 7: no retry and no automatic refetch; a screen asks again only when the user does. */
export function criarQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
