/**
 * /v1/login_erp: the users of the caller's seller group, their profiles, and the access requests
 * awaiting a decision. Each endpoint's `acesso` asks for cadastros_usuarios_do_sistema; here
 * every call is confined to the group, and the guards keep the group manageable.
 */
import { ROTAS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import type { FastifyRequest } from 'fastify';

import { CHAVE_USUARIOS, MENSAGENS_USUARIOS, normalizarChaves, type UsuarioDaLista } from '@retaguarda/contrato/api/usuarios';
import type { App, Contexto } from '../../contexto';
import { transacao } from '../../db/transacao';
import { ErroHttp } from '../../http/erros';
import { rotaDoContrato } from '../../http/rotas';
import type { Correio } from '../../mail';
import { usuarioDe } from '../sessao/auth/guard';
import { linkDeSenha, SENHA_NAO_DEFINIDA } from '../sessao/conta/ativacao';
import { emailAcessoRejeitado, emailDefinirSenha } from '../sessao/conta/mensagens-email';
import type { OrigensPermitidas } from '../sessao/conta/origem';
import { comTabelasConta } from '../sessao/conta/schema';
import { emitirTokenRedefinicao } from '../sessao/conta/tokens-redefinicao';
import { chavesEfetivas } from '../sessao/consultas/usuarios';
import { registrarEventoSeguranca } from '../sessao/seguranca/log';
import { exigirGestor, mudarAtivo } from './ativacao';
import { alteracao, exibirChaves, registrarMudanca, type Alteracao } from './auditoria';
import { listarUsuarios, usuarioDoGrupo, type Escopo } from './consultas';
import { historicoDoUsuario } from './historico';
import { garantirPerfisPadrao, listarPerfis, perfilDoGrupo } from './perfis';
import { pedidoPendenteDoGrupo, pedidosPendentes } from './pedidos-acesso';
import { formatPercentualCentesimos } from '@retaguarda/contrato/br/decimal';

export interface OpcoesRotasUsuarios {
  correio: Correio;
  origens: OrigensPermitidas;
}

const naoEncontrado = () => new ErroHttp(404, MENSAGENS_USUARIOS.naoEncontrado);

export function rotasUsuarios(app: App, ctx: Contexto, opts: OpcoesRotasUsuarios): void {
  const db = ctx.db.kysely;

  /** The caller's group and now; the group's default profiles exist from here on. */
  const escopoDe = async (req: FastifyRequest): Promise<Escopo> => {
    const agora = ctx.agora().getTime();
    const { id_grupo } = usuarioDe(req);
    await garantirPerfisPadrao(db, id_grupo, agora);
    return { idGrupo: id_grupo, agora };
  };
  const autor = (req: FastifyRequest) => {
    const u = usuarioDe(req);
    return { id: u.id, email: u.email };
  };
  const sellerDoGrupo = async (escopo: Escopo, id: number): Promise<{ id: number; nome: string }> => {
    const s = await db.selectFrom('sellers').select(['id', 'nome']).where('id', '=', id).where('id_grupo', '=', escopo.idGrupo).executeTakeFirst();
    if (!s) throw new ErroHttp(403, MENSAGENS_USUARIOS.sellerForaDoGrupo);
    return s;
  };
  const perfil = async (escopo: Escopo, id: number | null) => {
    if (id === null) return null;
    const p = await perfilDoGrupo(db, id, escopo.idGrupo);
    if (!p) throw new ErroHttp(404, MENSAGENS_USUARIOS.perfilNaoEncontrado);
    return p;
  };
  const recarregar = async (escopo: Escopo, id: number): Promise<UsuarioDaLista> => {
    const u = await usuarioDoGrupo(db, escopo, id);
    if (!u) throw naoEncontrado();
    return u;
  };
  const convidar = (req: FastifyRequest, email: string, nome: string, token: string): void => {
    opts.correio.despachar(emailDefinirSenha(email, nome, linkDeSenha(opts.origens.paraHost(req.host), token)));
  };

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.lista),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const b = req.body;
      return { RES: await listarUsuarios(db, escopo, { busca: b.busca ?? '', id_seller: b.id_seller ?? null, id_perfil: b.id_perfil ?? null, situacao: b.situacao, page: b.page, limit: b.limit }) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.obter),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const usuario = await recarregar(escopo, req.params.id);
      return { RES: { usuario, historico: await historicoDoUsuario(db, usuario.id) } };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.criar),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const b = req.body;
      const email = b.email.toLowerCase();
      const seller = await sellerDoGrupo(escopo, b.id_seller);
      const p = await perfil(escopo, b.id_perfil);
      const extras = normalizarChaves(b.chaves_extras);
      const { id, token } = await transacao(db, async (trx) => {
        if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) throw new ErroHttp(409, MENSAGENS_USUARIOS.emailEmUso);
        const { id } = await trx
          .insertInto('users')
          .values({ email, nome: b.nome, senha_hash: SENHA_NAO_DEFINIDA, ativo: 1, permissions: JSON.stringify(extras), id_perfil: p?.id ?? null, id_seller: seller.id, criado_em: escopo.agora, atualizado_em: escopo.agora })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = await emitirTokenRedefinicao(trx, id, escopo.agora, 'definir');
        await registrarMudanca(trx, {
          recurso: 'usuarios', idRegistro: id, alvo: email, autor: autor(req), ip: req.ip, em: escopo.agora, acao: 'criacao', evento: 'usuario_criado',
          alteracoes: [
            ...alteracao('nome', 'Nome', null, b.nome),
            ...alteracao('email', 'E-mail', null, email),
            ...alteracao('loja', 'Loja', null, seller.nome),
            ...alteracao('perfil', 'Perfil', null, p?.nome ?? null),
            ...alteracao('chaves_extras', 'Permissões extras', null, exibirChaves(extras)),
            ...alteracao('ativo', 'Ativo', null, 'Sim'),
          ],
        });
        return { id, token };
      });
      convidar(req, email, b.nome, token);
      return { RES: await recarregar(escopo, id) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.editar),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const b = req.body;
      const atual = await recarregar(escopo, req.params.id);
      const novoPerfil = b.id_perfil !== undefined ? await perfil(escopo, b.id_perfil) : await perfil(escopo, atual.id_perfil);
      const extras = b.chaves_extras !== undefined ? normalizarChaves(b.chaves_extras) : atual.chaves_extras;
      const efetivas = chavesEfetivas(JSON.stringify(novoPerfil?.chaves ?? []), JSON.stringify(extras));
      const eu = usuarioDe(req);
      const perdeAPropria = atual.id === eu.id && atual.chaves_efetivas.includes(CHAVE_USUARIOS) && !efetivas.includes(CHAVE_USUARIOS);
      const nome = b.nome ?? atual.nome;
      const desconto = b.desconto_maximo !== undefined ? Math.round(b.desconto_maximo * 100) : Math.round(atual.desconto_maximo * 100);
      const alteracoes: Alteracao[] = [
        ...alteracao('nome', 'Nome', atual.nome, nome),
        ...alteracao('desconto_maximo', 'Desconto máximo por item', formatPercentualCentesimos(Math.round(atual.desconto_maximo * 100)), formatPercentualCentesimos(desconto)),
        ...alteracao('perfil', 'Perfil', atual.nome_perfil, novoPerfil?.nome ?? null),
        ...alteracao('chaves_extras', 'Permissões extras', exibirChaves(atual.chaves_extras), exibirChaves(extras)),
      ];
      await transacao(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ nome, id_perfil: novoPerfil?.id ?? null, permissions: JSON.stringify(extras), desconto_maximo: desconto, atualizado_em: escopo.agora })
          .where('id', '=', atual.id)
          .execute();
        // the group's last manager hears that first: it says what to do (grant it to someone else)
        await exigirGestor(trx, escopo);
        if (perdeAPropria) throw new ErroHttp(409, MENSAGENS_USUARIOS.propriaChave);
        await registrarMudanca(trx, { recurso: 'usuarios', idRegistro: atual.id, alvo: atual.email, autor: autor(req), ip: req.ip, em: escopo.agora, acao: 'edicao', evento: 'usuario_alterado', alteracoes });
      });
      return { RES: await recarregar(escopo, atual.id) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.vincularEmpresa),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const atual = await recarregar(escopo, req.body.id_usuario);
      const seller = await sellerDoGrupo(escopo, req.body.id_seller);
      await transacao(db, async (trx) => {
        await trx.updateTable('users').set({ id_seller: seller.id, atualizado_em: escopo.agora }).where('id', '=', atual.id).execute();
        await registrarMudanca(trx, {
          recurso: 'usuarios', idRegistro: atual.id, alvo: atual.email, autor: autor(req), ip: req.ip, em: escopo.agora, acao: 'edicao', evento: 'usuario_alterado',
          alteracoes: alteracao('loja', 'Loja', atual.nome_seller, seller.nome),
        });
      });
      return { RES: await recarregar(escopo, atual.id) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.ativaInativa),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const atual = await recarregar(escopo, req.body.id_usuario);
      await transacao(db, (trx) => mudarAtivo(trx, { usuario: atual, ativo: req.body.ativo, escopo, autor: autor(req), ip: req.ip }));
      return { RES: await recarregar(escopo, atual.id) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.perfis),
    handler: async (req) => ({ RES: await listarPerfis(db, (await escopoDe(req)).idGrupo) }),
  });

  const nomeLivre = async (escopo: Escopo, nome: string, exceto: number | null): Promise<void> => {
    const outro = (await listarPerfis(db, escopo.idGrupo)).find((p) => p.nome.toLowerCase() === nome.toLowerCase() && p.id !== exceto);
    if (outro) throw new ErroHttp(409, MENSAGENS_USUARIOS.perfilNomeEmUso);
  };

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.criarPerfil),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const chaves = normalizarChaves(req.body.chaves);
      await nomeLivre(escopo, req.body.nome, null);
      const id = await transacao(db, async (trx) => {
        const { id } = await trx
          .insertInto('perfis')
          .values({ id_grupo: escopo.idGrupo, nome: req.body.nome, chaves: JSON.stringify(chaves), criado_em: escopo.agora, atualizado_em: escopo.agora })
          .returning('id')
          .executeTakeFirstOrThrow();
        await registrarMudanca(trx, {
          recurso: 'perfis', idRegistro: id, alvo: req.body.nome, autor: autor(req), ip: req.ip, em: escopo.agora, acao: 'criacao', evento: 'perfil_criado',
          alteracoes: [...alteracao('nome', 'Nome', null, req.body.nome), ...alteracao('chaves', 'Permissões', null, exibirChaves(chaves))],
        });
        return id;
      });
      const criado = await perfilDoGrupo(db, id, escopo.idGrupo);
      if (!criado) throw new ErroHttp(404, MENSAGENS_USUARIOS.perfilNaoEncontrado);
      return { RES: criado };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.editarPerfil),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const atual = await perfil(escopo, req.params.id);
      if (!atual) throw new ErroHttp(404, MENSAGENS_USUARIOS.perfilNaoEncontrado);
      const chaves = normalizarChaves(req.body.chaves);
      await nomeLivre(escopo, req.body.nome, atual.id);
      const eu = usuarioDe(req);
      const meu = await usuarioDoGrupo(db, escopo, eu.id);
      const perdeAPropria =
        meu !== undefined && meu.id_perfil === atual.id && meu.chaves_efetivas.includes(CHAVE_USUARIOS) && !chavesEfetivas(JSON.stringify(chaves), JSON.stringify(meu.chaves_extras)).includes(CHAVE_USUARIOS);
      await transacao(db, async (trx) => {
        await trx.updateTable('perfis').set({ nome: req.body.nome, chaves: JSON.stringify(chaves), atualizado_em: escopo.agora }).where('id', '=', atual.id).execute();
        await exigirGestor(trx, escopo);
        if (perdeAPropria) throw new ErroHttp(409, MENSAGENS_USUARIOS.propriaChave);
        await registrarMudanca(trx, {
          recurso: 'perfis', idRegistro: atual.id, alvo: req.body.nome, autor: autor(req), ip: req.ip, em: escopo.agora, acao: 'edicao', evento: 'perfil_alterado',
          alteracoes: [...alteracao('nome', 'Nome', atual.nome, req.body.nome), ...alteracao('chaves', 'Permissões', exibirChaves(atual.chaves), exibirChaves(chaves))],
        });
      });
      const editado = await perfilDoGrupo(db, atual.id, escopo.idGrupo);
      if (!editado) throw new ErroHttp(404, MENSAGENS_USUARIOS.perfilNaoEncontrado);
      return { RES: editado };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.pedidosAcesso),
    handler: async (req) => ({ RES: await pedidosPendentes(db, (await escopoDe(req)).idGrupo) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.aprovarPedido),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const pedido = await pedidoPendenteDoGrupo(db, escopo.idGrupo, req.params.id);
      if (!pedido) throw new ErroHttp(404, MENSAGENS_USUARIOS.pedidoNaoEncontrado);
      const seller = await sellerDoGrupo(escopo, req.body.id_seller);
      const p = await perfil(escopo, req.body.id_perfil);
      const { id, token } = await transacao(db, async (trx) => {
        if (await trx.selectFrom('users').select('id').where('email', '=', pedido.email).executeTakeFirst()) throw new ErroHttp(409, MENSAGENS_USUARIOS.emailEmUso);
        const { id } = await trx
          .insertInto('users')
          .values({ email: pedido.email, nome: pedido.nome, senha_hash: SENHA_NAO_DEFINIDA, ativo: 1, permissions: '[]', id_perfil: p?.id ?? null, id_seller: seller.id, criado_em: escopo.agora, atualizado_em: escopo.agora })
          .returning('id')
          .executeTakeFirstOrThrow();
        const r = await comTabelasConta(trx)
          .updateTable('access_requests')
          .set({ user_id: id, id_seller: seller.id, resolvido_em: escopo.agora })
          .where('id', '=', pedido.id)
          .where('resolvido_em', 'is', null)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) throw new ErroHttp(404, MENSAGENS_USUARIOS.pedidoNaoEncontrado);
        const token = await emitirTokenRedefinicao(trx, id, escopo.agora, 'definir');
        await registrarMudanca(trx, {
          recurso: 'usuarios', idRegistro: id, alvo: pedido.email, autor: autor(req), ip: req.ip, em: escopo.agora, acao: 'criacao', evento: 'acesso_aprovado',
          alteracoes: [
            ...alteracao('nome', 'Nome', null, pedido.nome),
            ...alteracao('email', 'E-mail', null, pedido.email),
            ...alteracao('loja', 'Loja', null, seller.nome),
            ...alteracao('perfil', 'Perfil', null, p?.nome ?? null),
            ...alteracao('ativo', 'Ativo', null, 'Sim'),
          ],
        });
        return { id, token };
      });
      convidar(req, pedido.email, pedido.nome, token);
      return { RES: await recarregar(escopo, id) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_USUARIOS.rejeitarPedido),
    handler: async (req) => {
      const escopo = await escopoDe(req);
      const pedido = await pedidoPendenteDoGrupo(db, escopo.idGrupo, req.params.id);
      if (!pedido) throw new ErroHttp(404, MENSAGENS_USUARIOS.pedidoNaoEncontrado);
      const motivo = req.body.motivo;
      await transacao(db, async (trx) => {
        const r = await comTabelasConta(trx).updateTable('access_requests').set({ resolvido_em: escopo.agora }).where('id', '=', pedido.id).where('resolvido_em', 'is', null).executeTakeFirst();
        if (r.numUpdatedRows === 0n) throw new ErroHttp(404, MENSAGENS_USUARIOS.pedidoNaoEncontrado);
        const eu = autor(req);
        await registrarEventoSeguranca(trx, { tipo: 'acesso_rejeitado', em: escopo.agora, userId: eu.id, email: eu.email, ip: req.ip, detalhe: { id_pedido: pedido.id, alvo: pedido.email, motivo } });
      });
      opts.correio.despachar(emailAcessoRejeitado(pedido.email, pedido.nome, pedido.nome_seller, motivo));
      return { RES: MENSAGENS_USUARIOS.rejeitado };
    },
  });
}
