/**
 * A register that belongs to a module without being a menu entry of its own (the fee rules under
 * Resumo financeiro): its generated screens mounted under the module's route, behind the module's
 * guard and key, as `<route>/<caminho>`, `/create`, `/:id`, `/:id/show` and `/configuracoes`.
 * Each screen runs as the register's own module (NoCadastroAnexo.tsx): its title, its resource
 * and a data provider that serves it, loaded with the screen.
 */
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { telaSobDemanda } from '../modulos/telaSobDemanda';
import { ROTA_CONFIGURACOES } from '../motorCadastros/telas';
import type { TelaDoAnexo } from './NoCadastroAnexo';
import type { ModuleDefinition } from './telasDoModulo';

/** How a module's panel folder names a register of its own: the path below the module and the register's name in contrato/recursos. */
export interface CadastroAnexo {
  caminho: string;
  recurso: string;
}

/** The register as a module of its own for the generated screens: under the host's route, with the host's area and key. */
export function moduloDoAnexo(host: Pick<ModuleDefinition, 'area' | 'route' | 'label' | 'permission' | 'icon'>, caminho: string, recurso: Recurso): ModuleDefinition {
  if (!/^[a-z0-9-]+$/.test(caminho)) throw new Error(`${host.route}: o caminho do cadastro '${caminho}' deve ser um segmento só (letras minúsculas, números e hífen)`);
  return { area: host.area, route: `${host.route}/${caminho}`, label: recurso.rotulo.plural, permission: host.permission, icon: host.icon, recurso, pai: { label: host.label, route: host.route } };
}

const ROTAS: readonly [string, TelaDoAnexo][] = [
  ['', 'list'],
  ['/create', 'create'],
  [`/${ROTA_CONFIGURACOES}`, 'configuracoes'],
  ['/:id', 'edit'],
  ['/:id/show', 'show'],
];

/** The host's extra routes for one register: each screen and its wrapper load on first use. */
export function rotasDoAnexo(host: Pick<ModuleDefinition, 'route'>, anexo: ModuleDefinition): NonNullable<ModuleDefinition['routes']> {
  const caminho = anexo.route.slice(host.route.length + 1);
  return ROTAS.map(([sufixo, tela]) => ({
    path: `${caminho}${sufixo}`,
    element: telaSobDemanda(() => import('./NoCadastroAnexo').then((m) => ({ default: m.telaNoAnexo(anexo, tela) }))),
  }));
}
