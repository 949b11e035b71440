/**
 * What the panel's stand-ins for react-admin parts (src/reactAdmin/) take from react-admin 5.15.4.
 * They are built from react-admin's internals, so an upgrade can break them without a type error
 * (a renamed class, a context that no longer holds a callback, a store key spelled differently):
 * each failure names the file to revisit. After checking that file against the new version's
 * sources, update its header, the expectation here and VERSAO_REACT_ADMIN.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import * as raCore from 'ra-core';
import * as reactAdmin from 'react-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { DefinicoesDosRecursos, definicoesDosRecursos } from '../../src/reactAdmin/DefinicoesDosRecursos';
import { CHAVE_PERMISSOES, guardarPermissoesIniciais } from '../../src/reactAdmin/permissoesIniciais';
import { criarStore } from '../../src/session/preferencias';

const authProviderVazio: reactAdmin.AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
};

const VERSAO_REACT_ADMIN = '5.15.4';

type Parte =
  | 'AdminUI.tsx'
  | 'Layout.tsx'
  | 'Notificacoes.tsx'
  | 'TabelaDados.tsx'
  | 'colunasSobDemanda.tsx'
  | 'SeletorColunas.tsx'
  | 'IrParaLogin.tsx'
  | 'LinhaDaTabela.tsx'
  | 'ConsultasSalvas.tsx'
  | 'DefinicoesDosRecursos.tsx'
  | 'permissoesIniciais.ts';

/** A React component as react-admin exports them: a function, or memo/forwardRef's object. */
type Forma = 'component' | 'hook' | 'function' | 'context';

const revisar = (partes: Parte[]) => partes.map((p) => `src/reactAdmin/${p}`).join(', ');

function formaDe(valor: unknown): string {
  if (typeof valor === 'function') return 'function';
  if (valor && typeof valor === 'object') {
    if ('Provider' in valor && 'Consumer' in valor) return 'context';
    if ('$$typeof' in valor) return 'memo/forwardRef component';
    return 'object';
  }
  return String(valor);
}

function temForma(valor: unknown, forma: Forma): boolean {
  const atual = formaDe(valor);
  switch (forma) {
    case 'component':
      return atual === 'function' || atual === 'memo/forwardRef component';
    case 'hook':
    case 'function':
      return atual === 'function';
    case 'context':
      return atual === 'context';
  }
}

/** Each relied-on export, the module the part imports it from, its shape and who uses it. */
const EXPORTACOES: { modulo: 'react-admin' | 'ra-core'; nome: string; forma: Forma; partes: Parte[] }[] = [
  { modulo: 'ra-core', nome: 'DefaultTitleContextProvider', forma: 'context', partes: ['AdminUI.tsx'] },
  { modulo: 'ra-core', nome: 'HasDashboardContextProvider', forma: 'context', partes: ['AdminUI.tsx'] },
  { modulo: 'ra-core', nome: 'WithPermissions', forma: 'component', partes: ['AdminUI.tsx'] },
  { modulo: 'ra-core', nome: 'useScrollToTop', forma: 'hook', partes: ['AdminUI.tsx'] },
  { modulo: 'react-admin', nome: 'ResourceDefinitionContextProvider', forma: 'component', partes: ['DefinicoesDosRecursos.tsx'] },
  { modulo: 'react-admin', nome: 'AdminContext', forma: 'component', partes: ['AdminUI.tsx'] },
  { modulo: 'react-admin', nome: 'AuthenticationError', forma: 'component', partes: ['AdminUI.tsx'] },
  { modulo: 'react-admin', nome: 'Error', forma: 'component', partes: ['AdminUI.tsx', 'Layout.tsx'] },
  { modulo: 'react-admin', nome: 'Sidebar', forma: 'component', partes: ['Layout.tsx'] },
  { modulo: 'react-admin', nome: 'SkipNavigationButton', forma: 'component', partes: ['Layout.tsx'] },
  { modulo: 'react-admin', nome: 'useSidebarState', forma: 'hook', partes: ['Layout.tsx'] },
  { modulo: 'react-admin', nome: 'useNotificationContext', forma: 'hook', partes: ['Notificacoes.tsx'] },
  { modulo: 'react-admin', nome: 'useTakeUndoableMutation', forma: 'hook', partes: ['Notificacoes.tsx'] },
  { modulo: 'react-admin', nome: 'useTranslate', forma: 'hook', partes: ['Notificacoes.tsx', 'ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'CloseNotificationContext', forma: 'context', partes: ['Notificacoes.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableBase', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableRoot', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableHead', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableBody', forma: 'component', partes: ['TabelaDados.tsx', 'LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableHeadCell', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableCell', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableLoading', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'BulkActionsToolbar', forma: 'component', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'DataTableRenderContext', forma: 'context', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'useDataTableRenderContext', forma: 'hook', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'genericMemo', forma: 'function', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'useStore', forma: 'hook', partes: ['TabelaDados.tsx'] },
  { modulo: 'react-admin', nome: 'ColumnsButton', forma: 'component', partes: ['colunasSobDemanda.tsx'] },
  { modulo: 'react-admin', nome: 'ColumnsSelector', forma: 'component', partes: ['SeletorColunas.tsx'] },
  { modulo: 'react-admin', nome: 'ColumnsSelectorItem', forma: 'component', partes: ['SeletorColunas.tsx'] },
  { modulo: 'react-admin', nome: 'useDataTableCallbacksContext', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'useDataTableConfigContext', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'useDataTableSelectedIdsContext', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'useRecordContext', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'useResourceContext', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'useCreatePath', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'useNavigate', forma: 'hook', partes: ['LinhaDaTabela.tsx'] },
  { modulo: 'react-admin', nome: 'FilterListSection', forma: 'component', partes: ['ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'AddSavedQueryIconButton', forma: 'component', partes: ['ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'RemoveSavedQueryIconButton', forma: 'component', partes: ['ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'SavedQueryFilterListItem', forma: 'component', partes: ['ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'extractValidSavedQueries', forma: 'function', partes: ['ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'useSavedQueries', forma: 'hook', partes: ['ConsultasSalvas.tsx'] },
  { modulo: 'react-admin', nome: 'useListContext', forma: 'hook', partes: ['ConsultasSalvas.tsx'] },
];

const MODULOS: Record<'react-admin' | 'ra-core', Record<string, unknown>> = { 'react-admin': reactAdmin, 'ra-core': raCore };

const requireDoProjeto = createRequire(join(process.cwd(), 'package.json'));

/** The folder of an installed package (their `exports` do not list package.json itself). */
function pastaDoPacote(pacote: string): string {
  let pasta = dirname(requireDoProjeto.resolve(pacote));
  while (!existsSync(join(pasta, 'package.json')) || !pasta.endsWith(join('node_modules', pacote))) {
    const acima = dirname(pasta);
    if (acima === pasta) throw new Error(`${pacote}'s folder not found`);
    pasta = acima;
  }
  return pasta;
}

function versaoInstalada(pacote: string): string {
  const json: unknown = JSON.parse(readFileSync(join(pastaDoPacote(pacote), 'package.json'), 'utf8'));
  return json && typeof json === 'object' && 'version' in json ? String(json.version) : '(no version)';
}

/** The built source of one of react-admin's files, for the contracts that are strings in it. */
function fonte(pacote: 'ra-core' | 'ra-ui-materialui', arquivo: string, partes: Parte[]): string {
  const dist = join(pastaDoPacote(pacote), 'dist');
  try {
    return readFileSync(join(dist, arquivo), 'utf8');
  } catch {
    throw new Error(`${pacote}/dist/${arquivo} is gone after the upgrade: find where it moved and revisit ${revisar(partes)}`);
  }
}

/** Renders on the server and hands back what `ler` read during the render. */
function lerNoRender<T>(envolver: (filho: ReactNode) => ReactNode, ler: () => T): T {
  const caixa: { valor?: T } = {};
  function Sonda() {
    caixa.valor = ler();
    return null;
  }
  renderToStaticMarkup(envolver(createElement(Sonda)));
  if (!('valor' in caixa)) throw new Error('the probe did not render');
  return caixa.valor as T;
}

describe('react-admin parts the panel replaces (src/reactAdmin/)', () => {
  it.each(['react-admin', 'ra-core', 'ra-ui-materialui'])('%s is the version the headers of src/reactAdmin/ name', (pacote) => {
    expect(
      versaoInstalada(pacote),
      `${pacote} is no longer ${VERSAO_REACT_ADMIN}: check every file in src/reactAdmin/ against the new version's ` +
        'sources (each header says which upstream component and internals), then update the headers and VERSAO_REACT_ADMIN',
    ).toBe(VERSAO_REACT_ADMIN);
  });

  it.each(EXPORTACOES)('$modulo still exports $nome as a $forma', ({ modulo, nome, forma, partes }) => {
    const valor = MODULOS[modulo][nome];
    expect(
      temForma(valor, forma),
      `${modulo}'s ${nome} should be a ${forma} and is ${formaDe(valor)}: revisit ${revisar(partes)}`,
    ).toBe(true);
  });

  it("keeps the frame's class names", () => {
    expect(
      reactAdmin.LayoutClasses,
      'LayoutClasses changed: revisit src/reactAdmin/Layout.tsx (its frame must carry the classes the app bar and sidebar expect)',
    ).toMatchObject({ appFrame: 'RaLayout-appFrame', contentWithSidebar: 'RaLayout-contentWithSidebar', content: 'RaLayout-content' });
  });

  it("keeps the table's class names", () => {
    expect(
      reactAdmin.DataTableClasses,
      `DataTableClasses changed: revisit ${revisar(['TabelaDados.tsx', 'LinhaDaTabela.tsx'])} and the order table's styles`,
    ).toMatchObject({
      root: 'RaDataTable-root',
      tableWrapper: 'RaDataTable-tableWrapper',
      table: 'RaDataTable-table',
      clickableRow: 'RaDataTable-clickableRow',
      checkbox: 'RaDataTable-checkbox',
    });
  });

  it("keeps 'data' as the render context of a column outside a header or chooser", () => {
    const semProvedor = lerNoRender((f) => f, () => reactAdmin.useDataTableRenderContext());
    const noCabecalho = lerNoRender(
      (f) => createElement(reactAdmin.DataTableRenderContext.Provider, { value: 'header' }, f),
      () => reactAdmin.useDataTableRenderContext(),
    );
    expect([semProvedor, noCabecalho], "DataTableRenderContext's values changed: revisit src/reactAdmin/TabelaDados.tsx (Coluna's switch)").toEqual([
      'data',
      'header',
    ]);
  });

  it('gives a row its record and the callbacks, selection and bulk flag LinhaDaTabela reads', () => {
    const alternar = () => undefined;
    const lido = lerNoRender(
      (filho) =>
        createElement(reactAdmin.StoreContextProvider, {
          value: reactAdmin.memoryStore(),
          children: createElement(reactAdmin.DataTableBase, {
            resource: 'pedidos',
            storeKey: 'pedidos.tabela',
            hasBulkActions: true,
            loading: null,
            empty: null,
            data: [{ id: 7 }],
            total: 1,
            isPending: false,
            selectedIds: [7],
            onToggleItem: alternar,
            sort: { field: 'id', order: 'ASC' },
            setSort: () => undefined,
            onSelect: () => undefined,
            children: createElement('table', null, createElement(reactAdmin.DataTableBody, { row: () => filho }, null)),
          }),
        }),
      () => ({
        record: reactAdmin.useRecordContext(),
        hasBulkActions: reactAdmin.useDataTableConfigContext().hasBulkActions,
        handleToggleItem: typeof reactAdmin.useDataTableCallbacksContext().handleToggleItem,
        selecionados: reactAdmin.useDataTableSelectedIdsContext(),
      }),
    );
    expect(
      lido,
      'DataTableBase/DataTableBody no longer give a row what it reads: revisit src/reactAdmin/LinhaDaTabela.tsx (and TabelaDados.tsx, which passes hasBulkActions)',
    ).toEqual({ record: { id: 7 }, hasBulkActions: true, handleToggleItem: 'function', selecionados: [7] });
  });

  it("keeps the notification queue and the undoable changes' queue as Notificacoes takes from them", () => {
    const lido = lerNoRender(
      (f) =>
        createElement(raCore.NotificationContextProvider, null, createElement(raCore.UndoableMutationsContextProvider, null, f)),
      () => {
        const { notifications, takeNotification } = reactAdmin.useNotificationContext();
        const takeMutation = reactAdmin.useTakeUndoableMutation();
        return {
          fila: Array.isArray(notifications),
          takeNotification: typeof takeNotification,
          takeMutation: typeof takeMutation,
          // nothing queued: the toast closes without sending or undoing anything
          semMudanca: typeof takeMutation === 'function' ? takeMutation() : 'not a function',
        };
      },
    );
    expect(lido, "react-admin's notification or undo contexts changed: revisit src/reactAdmin/Notificacoes.tsx").toEqual({
      fila: true,
      takeNotification: 'function',
      takeMutation: 'function',
      semMudanca: undefined,
    });
  });

  it('keeps the sidebar state as [open, setOpen] and saved queries as [queries, setQueries]', () => {
    const lido = lerNoRender(
      (f) =>
        createElement(
          ThemeProvider,
          { theme: createTheme() },
          createElement(reactAdmin.StoreContextProvider, { value: reactAdmin.memoryStore(), children: f }),
        ),
      () => {
        const [aberto, setAberto] = reactAdmin.useSidebarState();
        const [salvas, setSalvas] = reactAdmin.useSavedQueries('pedidos');
        return { aberto: typeof aberto, setAberto: typeof setAberto, salvas: Array.isArray(salvas), setSalvas: typeof setSalvas };
      },
    );
    expect(
      lido,
      `useSidebarState or useSavedQueries changed shape: revisit ${revisar(['Layout.tsx', 'ConsultasSalvas.tsx'])} and src/layout/Menu.tsx`,
    ).toEqual({ aberto: 'boolean', setAberto: 'function', salvas: true, setSalvas: 'function' });
  });

  it("keeps the column order under the store key TabelaDados reads (`${storeKey}_columnRanks`)", () => {
    const partes: Parte[] = ['TabelaDados.tsx'];
    expect(
      fonte('ra-ui-materialui', 'list/datatable/ColumnsSelector.js', partes),
      `ColumnsSelector no longer writes \`\${storeKey}_columnRanks\`: revisit ${revisar(partes)} (the chosen column order would be ignored)`,
    ).toContain('`${storeKey}_columnRanks`');
  });

  it('still mounts the login page at /login and sends signed-out visitors there with where they were going', () => {
    const partes: Parte[] = ['IrParaLogin.tsx', 'AdminUI.tsx'];
    expect(
      fonte('ra-core', 'core/CoreAdminUI.js', partes),
      `CoreAdminUI no longer mounts loginPage at /login: revisit ${revisar(partes)}`,
    ).toContain('path: "/login"');
    const logout = fonte('ra-core', 'auth/useLogout.js', partes);
    expect(
      ['nextPathname', 'nextSearch'].filter((chave) => !logout.includes(chave)),
      `ra-core's useLogout no longer passes { nextPathname, nextSearch } to /login: revisit ${revisar(partes)}`,
    ).toEqual([]);
  });

  it('makes the routes AdminUI makes in place of CoreAdminRoutes', () => {
    const partes: Parte[] = ['AdminUI.tsx'];
    const rotas = fonte('ra-core', 'core/CoreAdminRoutes.js', partes);
    expect(
      ['`${resource.props.name}/*`', 'path: "/authentication-error"', 'path: "/access-denied"', "route: 'dashboard'", 'WithPermissions'].filter(
        (trecho) => !rotas.includes(trecho),
      ),
      `CoreAdminRoutes changed the routes it makes: revisit ${revisar(partes)} (it makes the same ones)`,
    ).toEqual([]);
  });

  it('registers what Resource.registerResource gives, and keeps the state when a definition is equal', () => {
    const partes: Parte[] = ['DefinicoesDosRecursos.tsx'];
    const rotas = fonte('ra-core', 'core/useConfigureAdminRouterFromChildren.js', partes);
    expect(rotas, `CoreAdminRoutes no longer registers registerResource(props): revisit ${revisar(partes)}`).toContain(
      'resource.type.registerResource(resource.props, permissions)',
    );
    const recurso = createElement(reactAdmin.Resource, { name: 'vendas-gestao-pedidos', list: () => null, options: { label: 'Pedidos' } });
    const definicoes = definicoesDosRecursos([recurso]);
    const lido = lerNoRender(
      (f) => createElement(DefinicoesDosRecursos, { definicoes, children: f }),
      () => {
        const contexto = raCore.useResourceDefinitionContext();
        return { definicoes: contexto.definitions, mesmas: contexto.definitions === definicoes };
      },
    );
    expect(lido, `ResourceDefinitionContextProvider no longer starts from its definitions prop: revisit ${revisar(partes)}`).toEqual({
      definicoes: { 'vendas-gestao-pedidos': expect.objectContaining({ name: 'vendas-gestao-pedidos', hasList: true, hasEdit: false }) },
      mesmas: true,
    });
    const provedor = fonte('ra-core', 'core/ResourceDefinitionContext.js', partes);
    expect(provedor, `register no longer keeps the state for an equal definition: revisit ${revisar(partes)} (every register would render the panel)`).toMatch(
      /isEqual\(prev\[config\.name\], config\)\s*\?\s*prev/,
    );
  });

  it("answers usePermissions' first render from the permissions put in its cache", () => {
    const partes: Parte[] = ['permissoesIniciais.ts'];
    const queryClient = new QueryClient();
    guardarPermissoesIniciais(queryClient, ['pedidos.ver']);
    const lido = lerNoRender(
      (f) =>
        createElement(
          MemoryRouter,
          null,
          createElement(
            QueryClientProvider,
            { client: queryClient },
            createElement(raCore.AuthContext.Provider, { value: { ...authProviderVazio, getPermissions: () => Promise.resolve(['outra']) } }, f),
          ),
        ),
      () => {
        const { permissions, isPending } = raCore.usePermissions();
        return { permissions: permissions as unknown, isPending };
      },
    );
    expect(lido, `usePermissions no longer reads ${JSON.stringify(CHAVE_PERMISSOES)}: revisit ${revisar(partes)}`).toEqual({
      permissions: ['pedidos.ver'],
      isPending: false,
    });
  });

  it("renders the admin on I18nContextProvider's first render when the store answers the i18nProvider's locale", () => {
    const provedor = fonte('ra-core', 'i18n/I18nContextProvider.js', ['AdminUI.tsx']);
    expect(provedor, "I18nContextProvider no longer compares the store's locale with getLocale(): revisit src/session/preferencias.ts").toContain(
      "useStore('locale')",
    );
    expect(provedor).toContain('locale === value.getLocale()');
    expect(criarStore(reactAdmin.memoryStore()).getItem('locale'), 'the store no longer answers the panel locale: the first render would be empty').toBe(
      i18nProvider.getLocale(),
    );
    const salvo = reactAdmin.memoryStore({ locale: 'en' });
    expect(criarStore(salvo).getItem('locale'), 'a saved locale still wins').toBe('en');
  });
});
