/** The users register's calls (ROTAS_USUARIOS), each answer checked against the contract. */
import { ROTAS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import type {
  AprovarPedidoBody, CriarUsuarioBody, EditarUsuarioBody, ListaUsuariosBody, ListaUsuariosResposta, PedidoAcesso, Perfil, PerfilBody, UsuarioDaLista, UsuarioDetalhe,
} from '@retaguarda/contrato/api/usuarios';
import { requestRotaJson } from '../../../http';

const R = ROTAS_USUARIOS;

export const listarUsuarios = async (filtro: ListaUsuariosBody, signal?: AbortSignal): Promise<ListaUsuariosResposta> =>
  R.lista.resposta.parse(await requestRotaJson<unknown>(R.lista, { body: filtro, signal })).RES;

export const obterUsuario = async (id: number, signal?: AbortSignal): Promise<UsuarioDetalhe> =>
  R.obter.resposta.parse(await requestRotaJson<unknown>(R.obter, { parametros: { id }, signal })).RES;

export const criarUsuario = async (corpo: CriarUsuarioBody): Promise<UsuarioDaLista> => R.criar.resposta.parse(await requestRotaJson<unknown>(R.criar, { body: corpo })).RES;

export const editarUsuario = async (id: number, corpo: EditarUsuarioBody): Promise<UsuarioDaLista> =>
  R.editar.resposta.parse(await requestRotaJson<unknown>(R.editar, { parametros: { id }, body: corpo })).RES;

export const vincularEmpresa = async (id_usuario: number, id_seller: number): Promise<UsuarioDaLista> =>
  R.vincularEmpresa.resposta.parse(await requestRotaJson<unknown>(R.vincularEmpresa, { body: { id_usuario, id_seller } })).RES;

export const ativarInativar = async (id_usuario: number, ativo: boolean): Promise<UsuarioDaLista> =>
  R.ativaInativa.resposta.parse(await requestRotaJson<unknown>(R.ativaInativa, { body: { id_usuario, ativo } })).RES;

export const listarPerfis = async (signal?: AbortSignal): Promise<Perfil[]> => R.perfis.resposta.parse(await requestRotaJson<unknown>(R.perfis, { signal })).RES;

export const criarPerfil = async (corpo: PerfilBody): Promise<Perfil> => R.criarPerfil.resposta.parse(await requestRotaJson<unknown>(R.criarPerfil, { body: corpo })).RES;

export const editarPerfil = async (id: number, corpo: PerfilBody): Promise<Perfil> =>
  R.editarPerfil.resposta.parse(await requestRotaJson<unknown>(R.editarPerfil, { parametros: { id }, body: corpo })).RES;

export const listarPedidosAcesso = async (signal?: AbortSignal): Promise<PedidoAcesso[]> =>
  R.pedidosAcesso.resposta.parse(await requestRotaJson<unknown>(R.pedidosAcesso, { signal })).RES;

export const aprovarPedido = async (id: number, corpo: AprovarPedidoBody): Promise<UsuarioDaLista> =>
  R.aprovarPedido.resposta.parse(await requestRotaJson<unknown>(R.aprovarPedido, { parametros: { id }, body: corpo })).RES;

export const rejeitarPedido = async (id: number, motivo: string): Promise<string> =>
  R.rejeitarPedido.resposta.parse(await requestRotaJson<unknown>(R.rejeitarPedido, { parametros: { id }, body: { motivo } })).RES;

/** react-query keys: every change invalidates the register's queries. */
export const CHAVE_QUERY = 'usuarios-do-sistema';
