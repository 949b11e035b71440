/*
 * Stands in for the empty ResourceDefinitionContextProvider that react-admin 5.15.4's
 * CoreAdminContext (ra-core/src/core/CoreAdminContext.tsx) puts around the admin: this one starts
 * with every module's definition already in it.
 *
 * Why: CoreAdminRoutes registers each <Resource> from an effect after the first render, one
 * setState per resource, and again when the permissions arrive. With an empty provider that is
 * 37 state changes, each a new definitions object, so the whole panel rendered once more,
 * synchronously, while the order list opened (docs/benchmarks.md, 'The order list's renders
 * while it opens'). Started
 * with the same definitions, `register` finds each one equal (lodash isEqual) and keeps the
 * state, and React skips the render.
 *
 * Relies on (ra-core 5.15.4): Resource.registerResource(props) being what CoreAdminRoutes
 * registers, and `register` keeping the previous state when the definition is equal. Checked by
 * tests/unit/reactAdmin-partes.test.ts.
 */
import type { ReactElement, ReactNode } from 'react';
import { Resource, ResourceDefinitionContextProvider, type ResourceDefinitions, type ResourceProps } from 'react-admin';

/** The definitions CoreAdminRoutes would register for these <Resource> elements. */
export function definicoesDosRecursos(recursos: readonly ReactElement<ResourceProps>[]): ResourceDefinitions {
  return Object.fromEntries(recursos.map((r) => [r.props.name, Resource.registerResource(r.props)]));
}

export function DefinicoesDosRecursos({ definicoes, children }: { definicoes: ResourceDefinitions; children: ReactNode }) {
  return <ResourceDefinitionContextProvider definitions={definicoes}>{children}</ResourceDefinitionContextProvider>;
}
