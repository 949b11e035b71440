import * as React from 'react';

/**
 * React 19's development build records, for each element it creates (up to 10,000 a second),
 * an Error holding the stack that created it, and a console task: the "owner stacks" that the
 * browser's developer tools and the component stack of a React warning show. A whole screen
 * re-rendered on each keystroke creates tens of thousands of elements; the tests read no owner
 * stack, and a warning still names its component. React counts the stacks it made in its shared
 * internals and skips them past the limit: this keeps the count past it. Measured in
 * docs/benchmarks.md ('The test suite's time'). It reaches into React's internals, so it fails
 * loudly if an upgrade moves them.
 */
export function dispensarPilhasDeDono(): void {
  const internos = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (typeof internos !== 'object' || internos === null || typeof (internos as Record<string, unknown>).recentlyCreatedOwnerStacks !== 'number') {
    throw new Error(
      'tests/panel/pilhasDeDono.ts: o React mudou por dentro (recentlyCreatedOwnerStacks). ' +
        'Veja se a nova versão ainda guarda uma pilha por elemento criado antes de adaptar este arquivo.',
    );
  }
  Object.defineProperty(internos, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    // react-dom sets it back to 0 once a second, and each element adds one: both are ignored.
    set: () => undefined,
  });
}
