import { vi } from 'vitest';

/**
 * A phone-sized screen for MUI's useMediaQuery: every max-width query matches, min-width ones
 * do not. vi.unstubAllGlobals() undoes it.
 */
export function telaPequena(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
