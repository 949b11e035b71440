import type { ComponentType, LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Area, ChildKey } from '@retaguarda/contrato/api/permissions';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { ROTA_CONFIGURACOES, TELAS_RECURSO } from '../motorCadastros/telas';
import { telaSobDemanda } from '../modulos/telaSobDemanda';
import { moduloDoAnexo, rotasDoAnexo, type CadastroAnexo } from './cadastrosAnexos';
import type { ModuloDoMenu } from './declaracoes';
import { ICONES } from './icones';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/** The screens a module's panel folder binds to its declaration; a module without them shows 'Em construção'. */
export interface TelasDeclaradas {
  list?: Screen;
  edit?: Screen;
  show?: Screen;
  create?: Screen;
  /** Extra routes under the module's path, e.g. 'novo' for a manual order. */
  routes?: { path: string; element: Screen }[];
  /**
   * Registers of this module with no menu entry of their own, mounted under its route and key
   * (cadastrosAnexos.ts): `{ caminho: 'taxas', recurso: 'taxasRecebimento' }` serves the register's
   * generated screens at <route>/taxas. Without a `list`, the module's page is 'Em construção' with
   * a link to each.
   */
  cadastros?: readonly CadastroAnexo[];
}

/** 'Em construção' with a link to each of the module's registers. */
const PAGINA_COM_CADASTROS = telaSobDemanda(() => import('./PaginaComCadastros'));

/**
 * Everything the panel needs to mount one module: route, menu entry, guard and title come from
 * its declaration in the contract, the screens from its panel folder.
 */
export interface ModuleDefinition extends Omit<TelasDeclaradas, 'cadastros'> {
  area: Area;
  /** Absolute path, e.g. '/vendas/gestao-pedidos'; the react-admin resource name is this path without the leading slash. */
  route: string;
  label: string;
  permission: ChildKey;
  icon: SvgIconComponent;
  /**
   * The declared register (contrato/recursos) the declaration names: its list, record page, create
   * and edit screens are generated from it; a screen given in the folder replaces the generated one.
   */
  recurso?: Recurso;
  /** The registers mounted under this module's route (TelasDeclaradas.cadastros), each as the module its screens run as. */
  cadastrosAnexos?: readonly ModuleDefinition[];
  /** A register mounted under another module: that module, the breadcrumb's step between the area and the register. */
  pai?: { label: string; route: string };
}

/** A declared module with no screens of its own: the panel shows its 'Em construção' page. */
export function moduloEmConstrucao(declaracao: ModuloDoMenu): ModuleDefinition {
  const { rota, rotulo, icone, chave } = declaracao.menu;
  const icon = ICONES[icone];
  if (!icon) throw new Error(`${declaracao.nome}: o ícone '${icone}' não está em src/registro/icones.ts`);
  return { area: declaracao.area, route: rota, label: rotulo, permission: chave, icon };
}

/**
 * Binds a module's screens to its declaration (the default export of its panel folder). `recursos`
 * is where the declaration's register is looked up by name: the contract's, or a test's throwaway one.
 */
export function telasDoModulo(declaracao: ModuloDoMenu, { cadastros, ...proprias }: TelasDeclaradas = {}, recursos: Readonly<Record<string, Recurso>> = RECURSOS): ModuleDefinition {
  const telas = cadastros?.length ? comAnexos(moduloEmConstrucao(declaracao), proprias, cadastros, recursos) : proprias;
  const modulo: ModuleDefinition = { ...moduloEmConstrucao(declaracao), ...telas };
  if (declaracao.recurso === undefined) return modulo;
  const recurso = recursos[declaracao.recurso];
  if (!recurso) throw new Error(`${declaracao.nome}: o cadastro '${declaracao.recurso}' não está declarado em contrato/recursos`);
  return {
    ...modulo,
    recurso,
    list: telas.list ?? TELAS_RECURSO.list,
    show: telas.show ?? TELAS_RECURSO.show,
    create: telas.create ?? TELAS_RECURSO.create,
    edit: telas.edit ?? TELAS_RECURSO.edit,
    // every register has its settings page (the custom fields), beside the module's own routes
    routes: [...(telas.routes ?? []), { path: ROTA_CONFIGURACOES, element: TELAS_RECURSO.configuracoes }],
  };
}

/** The module's own screens plus, for each register it holds, the routes of the register's screens. */
function comAnexos(host: ModuleDefinition, telas: Omit<TelasDeclaradas, 'cadastros'>, cadastros: readonly CadastroAnexo[], recursos: Readonly<Record<string, Recurso>>): Omit<ModuleDefinition, 'area' | 'route' | 'label' | 'permission' | 'icon'> {
  const anexos = cadastros.map(({ caminho, recurso }) => {
    const declarado = recursos[recurso];
    if (!declarado) throw new Error(`${host.route}: o cadastro '${recurso}' não está declarado em contrato/recursos`);
    return moduloDoAnexo(host, caminho, declarado);
  });
  return {
    ...telas,
    list: telas.list ?? PAGINA_COM_CADASTROS,
    routes: [...(telas.routes ?? []), ...anexos.flatMap((a) => rotasDoAnexo(host, a))],
    cadastrosAnexos: anexos,
  };
}
