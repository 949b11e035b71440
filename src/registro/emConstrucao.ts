import { lazy } from 'react';

/** The screen of a route whose module has not built it yet; it reads the module from context. */
export const EmConstrucao = lazy(() => import('../pages/PaginaEmConstrucao'));
