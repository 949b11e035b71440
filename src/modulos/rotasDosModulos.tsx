import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { GuardaModulo } from '../layout/GuardaModulo';
import { EmConstrucao } from './emConstrucao';
import { resourceName, type ModuleDefinition } from './defineModule';

/**
 * One react-admin Resource per registered module, named by its route. Every screen goes through
 * the module guard; a module without a list screen lists its 'Em construção' page.
 */
export function recursoDoModulo(m: ModuleDefinition) {
  const tela = (t: NonNullable<ModuleDefinition['list']>) => <GuardaModulo modulo={m} tela={t} />;
  return (
    <Resource
      key={m.route}
      name={resourceName(m)}
      options={{ label: m.label }}
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
