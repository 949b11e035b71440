import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { GuardaModulo } from '../layout/GuardaModulo';
import { EmConstrucao } from './emConstrucao';
import { resourceName } from './declaracoes';
import type { ModuleDefinition } from './telasDoModulo';
import type { OpcoesDoModulo } from './useModulos';

/**
 * One react-admin Resource per registered module, named by its route. Every screen goes through
 * the module guard; a module without a list screen lists its 'Em construção' page.
 */
export function recursoDoModulo(m: ModuleDefinition) {
  const tela = (t: NonNullable<ModuleDefinition['list']>) => <GuardaModulo modulo={m} tela={t} />;
  // the module itself rides in the resource's options: screens read the live registry from react-admin (useModulos)
  const options: OpcoesDoModulo = { label: m.label, modulo: m };
  return (
    <Resource
      key={m.route}
      name={resourceName(m)}
      options={options}
      icon={m.icon}
      list={tela(m.list ?? EmConstrucao)}
      edit={m.edit ? tela(m.edit) : undefined}
      show={m.show ? tela(m.show) : undefined}
      create={m.create ? tela(m.create) : undefined}
    >
      {m.routes?.map((r) => <Route key={r.path} path={r.path} element={tela(r.element)} />)}
    </Resource>
  );
}
