import type { Migration } from 'kysely';
import * as inicial from './2026-11-22-01-inicial';
import * as pedidoDetalhe from './2026-11-22-02-pedido-detalhe';
import * as redefinicaoESolicitacoes from './2026-11-22-03-redefinicao-e-solicitacoes';
import * as logSeguranca from './2026-11-23-01-log-seguranca';
import * as verificacaoEmail from './2026-11-23-02-verificacao-email';
import * as inicioAguardandoAcao from './2026-11-23-03-inicio-aguardando-acao';
import * as pedidoNfceEventos from './2026-11-23-04-pedido-nfce-eventos';
import * as buscaEOrdenacao from './2026-11-23-05-busca-e-ordenacao';
import * as historicoRegistros from './2026-11-24-01-historico-registros';
import * as clientesCadastro from './2026-11-24-02-clientes-cadastro';
import * as produtosCadastro from './2026-11-24-03-produtos-cadastro';
import * as produtosFotos from './2026-11-25-01-produtos-fotos';
import * as camposPersonalizados from './2026-11-25-02-campos-personalizados';
import * as usuariosPerfis from './2026-11-26-01-usuarios-perfis';
import * as sessoesDispositivo from './2026-11-27-01-sessoes-dispositivo';
import * as revisoesAcesso from './2026-11-27-02-revisoes-acesso';
import * as vendaManual from './2026-11-28-01-venda-manual';
import * as estoque from './2026-11-28-02-estoque';
import * as compras from './2026-11-28-03-compras';
import * as inventario from './2026-11-28-04-inventario';
import * as relatoriosEstoque from './2026-11-28-05-relatorios-estoque';
import * as estoqueConsultas from './2026-11-28-06-estoque-consultas';
import * as razaoPorTipo from './2026-11-28-07-razao-por-tipo';
import * as estoqueResumo from './2026-11-28-08-estoque-resumo';
import * as pedidoTipoEntrega from './2026-12-07-01-pedido-tipo-entrega';

/**
 * Every migration, by file name: `AAAA-MM-DD-NN-proposito`, the day it was written and its
 * place in that day. Kysely's Migrator applies pending ones sorted by name, so the names sort in
 * the order they must run. Only ever append: an applied migration is never edited.
 * Imported statically rather than read from the folder, so tsx, vitest and the bench all see
 * the same list without resolving paths at run time.
 */
export const MIGRACOES: Readonly<Record<string, Migration>> = {
  '2026-11-22-01-inicial': inicial,
  '2026-11-22-02-pedido-detalhe': pedidoDetalhe,
  '2026-11-22-03-redefinicao-e-solicitacoes': redefinicaoESolicitacoes,
  '2026-11-23-01-log-seguranca': logSeguranca,
  '2026-11-23-02-verificacao-email': verificacaoEmail,
  '2026-11-23-03-inicio-aguardando-acao': inicioAguardandoAcao,
  '2026-11-23-04-pedido-nfce-eventos': pedidoNfceEventos,
  '2026-11-23-05-busca-e-ordenacao': buscaEOrdenacao,
  '2026-11-24-01-historico-registros': historicoRegistros,
  '2026-11-24-02-clientes-cadastro': clientesCadastro,
  '2026-11-24-03-produtos-cadastro': produtosCadastro,
  '2026-11-25-01-produtos-fotos': produtosFotos,
  '2026-11-25-02-campos-personalizados': camposPersonalizados,
  '2026-11-26-01-usuarios-perfis': usuariosPerfis,
  '2026-11-27-01-sessoes-dispositivo': sessoesDispositivo,
  '2026-11-27-02-revisoes-acesso': revisoesAcesso,
  '2026-11-28-01-venda-manual': vendaManual,
  '2026-11-28-02-estoque': estoque,
  '2026-11-28-03-compras': compras,
  '2026-11-28-04-inventario': inventario,
  '2026-11-28-05-relatorios-estoque': relatoriosEstoque,
  '2026-11-28-06-estoque-consultas': estoqueConsultas,
  '2026-11-28-07-razao-por-tipo': razaoPorTipo,
  '2026-11-28-08-estoque-resumo': estoqueResumo,
  '2026-12-07-01-pedido-tipo-entrega': pedidoTipoEntrega,
};
