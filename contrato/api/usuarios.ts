/**
 * The users register: users of the caller's seller group, permission profiles per
 * group, and the access requests awaiting an administrator. Everything here needs the key
 * cadastros_usuarios_do_sistema; a user sees and changes only users of the sellers of their group.
 */
import { z } from 'zod/mini';
import { envelope, Paginacao } from './envelope';
import { idParam, idPositivo } from './ids';
import { AREAS, ALL_PERMISSION_KEYS, isPermissionKey, type ChildKey, type PermissionKey } from './permissions';
import { LoginBody } from './sessao';
import { defineEndpoints } from '../modulos/declaracao';

/** The key of this register, and the one the guards keep at least one active holder of per group. */
export const CHAVE_USUARIOS: ChildKey = 'cadastros_usuarios_do_sistema';

export const MENSAGENS_USUARIOS = {
  naoEncontrado: 'Usuário não encontrado',
  perfilNaoEncontrado: 'Perfil não encontrado',
  pedidoNaoEncontrado: 'Pedido de acesso não encontrado ou já resolvido',
  sellerForaDoGrupo: 'A loja escolhida não é do seu grupo',
  emailEmUso: 'Já existe um usuário com este e-mail',
  perfilNomeEmUso: 'Já existe um perfil com este nome',
  propriaChave: 'Você não pode remover a sua própria permissão de gestão de usuários',
  proprioInativo: 'Você não pode inativar o seu próprio acesso',
  ultimoGestor: 'Este é o último usuário ativo com a permissão "Usuários do sistema" no grupo: conceda-a a outra pessoa antes',
  criado: 'Usuário criado. Enviamos um e-mail para que a pessoa defina a própria senha.',
  aprovado: 'Acesso aprovado. Enviamos um e-mail para que a pessoa defina a própria senha.',
  rejeitado: 'Pedido rejeitado. A pessoa foi avisada por e-mail.',
} as const;

/**
 * The profiles every seller group starts with (editable afterwards). Each lists child keys only:
 * normalizarChaves adds the area's parent.
 */
export const PERFIS_PADRAO: readonly { nome: string; chaves: readonly PermissionKey[] }[] = [
  { nome: 'Administrador', chaves: ALL_PERMISSION_KEYS },
  {
    nome: 'Gerente de loja',
    chaves: [
      ...AREAS.dashboard.children,
      ...AREAS.vendas.children,
      ...AREAS.estoque.children,
      'cadastros_clientes',
      'cadastros_produtos',
      'cadastros_funcionarios',
      'cadastros_fornecedores',
      'financeiro_relatorios_financeiros',
    ],
  },
  { nome: 'Vendedor', chaves: ['vendas_gestao_de_pedidos', 'vendas_catalogo_de_produtos', 'vendas_gestao_de_clientes'] },
  { nome: 'Financeiro', chaves: [...AREAS.financeiro.children, 'dashboard_resumo_financeiro'] },
  { nome: 'Estoquista', chaves: [...AREAS.estoque.children, 'compras_recebimento_e_conferencia', 'cadastros_produtos'] },
  {
    nome: 'Operador de loja autônoma',
    chaves: ['torre_de_controle_func_oper_lojas_autonomas', 'torre_de_controle_integ_monitora_iot', 'torre_de_controle_monitoramento_tempo_real'],
  },
].map((p) => ({ nome: p.nome, chaves: normalizarChaves(p.chaves) }));

/**
 * The keys as stored: known keys only, each area's parent present exactly when one of its
 * children is (ticking a child grants the parent; a parent alone grants nothing visible, so it
 * is dropped), in the order of ALL_PERMISSION_KEYS.
 */
export function normalizarChaves(chaves: readonly string[]): PermissionKey[] {
  const dadas = new Set(chaves.filter(isPermissionKey));
  const saida = new Set<PermissionKey>();
  for (const area of Object.values(AREAS)) {
    const filhos = area.children.filter((c) => dadas.has(c));
    if (filhos.length === 0) continue;
    saida.add(area.parent);
    for (const c of filhos) saida.add(c);
  }
  return ALL_PERMISSION_KEYS.filter((k) => saida.has(k));
}

/** Keys of a profile or a user's extras: at most every key once. */
const Chaves = z.array(z.string().check(z.maxLength(80))).check(z.maxLength(ALL_PERMISSION_KEYS.length * 2, { error: 'Permissões demais' }));


const nome = z
  .string({ error: 'Informe o nome' })
  .check(z.trim(), z.minLength(2, { error: 'O nome precisa de ao menos 2 letras' }), z.maxLength(120, { error: 'Nome longo demais (até 120 caracteres)' }));

export const SITUACOES_USUARIO = ['ativos', 'inativos', 'todos'] as const;
export const LIMITE_PAGINA_USUARIOS = 100;

export const ListaUsuariosBody = z.object({
  busca: z.optional(z.string().check(z.trim(), z.maxLength(120, { error: 'Busca longa demais' }))),
  id_seller: z.optional(z.nullable(idPositivo('Loja inválida'))),
  id_perfil: z.optional(z.nullable(idPositivo('Perfil inválido'))),
  situacao: z._default(z.enum(SITUACOES_USUARIO, { error: 'Situação inválida: ativos, inativos ou todos' }), 'ativos'),
  page: z._default(z.number({ error: 'Informe a página' }).check(z.int(), z.minimum(1, { error: 'A página começa em 1' })), 1),
  limit: z._default(
    z.number({ error: 'Informe o limite' }).check(z.int(), z.minimum(1, { error: 'O limite mínimo é 1' }), z.maximum(LIMITE_PAGINA_USUARIOS, { error: `O limite máximo é ${LIMITE_PAGINA_USUARIOS}` })),
    25,
  ),
});
export type ListaUsuariosBody = z.input<typeof ListaUsuariosBody>;

export const UsuarioDaLista = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  id_seller: z.number(),
  nome_seller: z.string(),
  id_perfil: z.nullable(z.number()),
  nome_perfil: z.nullable(z.string()),
  ativo: z.boolean(),
  /** ISO 8601 with the São Paulo offset; null: never signed in. */
  ultimo_acesso: z.nullable(z.string()),
  sessoes_abertas: z.number(),
  /** Extra keys beyond the profile's. */
  chaves_extras: z.array(z.string()),
  /** What the user holds now: profile ∪ extras. */
  chaves_efetivas: z.array(z.string()),
  /** The most a line of a manual order may be discounted by this user, in percent. */
  desconto_maximo: z.number(),
});
export type UsuarioDaLista = z.infer<typeof UsuarioDaLista>;

export const ListaUsuariosResposta = z.object({ usuarios: z.array(UsuarioDaLista), paginacao: Paginacao });
export type ListaUsuariosResposta = z.infer<typeof ListaUsuariosResposta>;

export const UsuarioIdParams = z.object({ id: idParam('Usuário inválido') });
export const PerfilIdParams = z.object({ id: idParam('Perfil inválido') });
export const PedidoAcessoIdParams = z.object({ id: idParam('Pedido de acesso inválido') });

export const AlteracaoHistorico = z.object({ campo: z.string(), rotulo: z.string(), antes: z.nullable(z.string()), depois: z.nullable(z.string()) });
export const EventoUsuario = z.object({
  id: z.number(),
  data: z.string(),
  usuario: z.nullable(z.object({ id: z.number(), nome: z.string() })),
  acao: z.string(),
  alteracoes: z.array(AlteracaoHistorico),
});
export type EventoUsuario = z.infer<typeof EventoUsuario>;

export const UsuarioDetalhe = z.object({ usuario: UsuarioDaLista, historico: z.array(EventoUsuario) });
export type UsuarioDetalhe = z.infer<typeof UsuarioDetalhe>;

export const CriarUsuarioBody = z.object({
  nome,
  email: LoginBody.shape.email,
  id_seller: idPositivo('Escolha a loja'),
  id_perfil: z.nullable(idPositivo('Escolha o perfil')),
  chaves_extras: z._default(Chaves, []),
});
export type CriarUsuarioBody = z.input<typeof CriarUsuarioBody>;

export const EditarUsuarioBody = z.object({
  nome: z.optional(nome),
  desconto_maximo: z.optional(
    z
      .number({ error: 'Informe um percentual' })
      .check(
        z.minimum(0, { error: 'O desconto máximo vai de 0% a 100%' }),
        z.maximum(100, { error: 'O desconto máximo vai de 0% a 100%' }),
        z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'Use no máximo duas casas decimais' }),
      ),
  ),
  id_perfil: z.optional(z.nullable(idPositivo('Escolha o perfil'))),
  chaves_extras: z.optional(Chaves),
});
export type EditarUsuarioBody = z.input<typeof EditarUsuarioBody>;

export const VincularEmpresaBody = z.object({ id_usuario: idPositivo('Usuário inválido'), id_seller: idPositivo('Escolha a loja') });
export type VincularEmpresaBody = z.infer<typeof VincularEmpresaBody>;

export const AtivaInativaBody = z.object({ id_usuario: idPositivo('Usuário inválido'), ativo: z.boolean({ error: 'Informe se o acesso fica ativo' }) });
export type AtivaInativaBody = z.infer<typeof AtivaInativaBody>;

export const Perfil = z.object({
  id: z.number(),
  nome: z.string(),
  chaves: z.array(z.string()),
  /** Users (active or not) holding this profile. */
  usuarios: z.number(),
});
export type Perfil = z.infer<typeof Perfil>;

export const PerfilBody = z.object({ nome: z.string({ error: 'Informe o nome do perfil' }).check(z.trim(), z.minLength(2, { error: 'O nome do perfil precisa de ao menos 2 letras' }), z.maxLength(60, { error: 'Nome longo demais (até 60 caracteres)' })), chaves: Chaves });
export type PerfilBody = z.infer<typeof PerfilBody>;

export const PedidoAcesso = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  cnpj: z.string(),
  /** The seller whose CNPJ the request gave. */
  id_seller: z.number(),
  nome_seller: z.string(),
  /** When the e-mail was confirmed (ISO 8601, São Paulo). */
  verificado_em: z.string(),
});
export type PedidoAcesso = z.infer<typeof PedidoAcesso>;

export const AprovarPedidoBody = z.object({ id_seller: idPositivo('Escolha a loja'), id_perfil: idPositivo('Escolha o perfil') });
export type AprovarPedidoBody = z.infer<typeof AprovarPedidoBody>;

export const RejeitarPedidoBody = z.object({ motivo: z._default(z.string().check(z.trim(), z.maxLength(500, { error: 'Motivo longo demais (até 500 caracteres)' })), '') });
export type RejeitarPedidoBody = z.input<typeof RejeitarPedidoBody>;

const base = '/v1/login_erp';

export const ROTAS_USUARIOS = defineEndpoints({
  /** The users of the caller's group, filtered and paged. */
  lista: { metodo: 'PUT', caminho: base, corpo: ListaUsuariosBody, resposta: envelope(ListaUsuariosResposta), acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  /** New user without a password: they get an e-mail link to set their own → 201. */
  criar: { metodo: 'POST', caminho: `${base}/create`, corpo: CriarUsuarioBody, resposta: envelope(UsuarioDaLista), seguranca: ['usuario_criado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  vincularEmpresa: { metodo: 'POST', caminho: `${base}/vincular-a-empresa`, corpo: VincularEmpresaBody, resposta: envelope(UsuarioDaLista), seguranca: ['usuario_alterado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  /** Inactivating ends every session of the user at once. */
  ativaInativa: { metodo: 'POST', caminho: `${base}/ativa-inativa`, corpo: AtivaInativaBody, resposta: envelope(UsuarioDaLista), seguranca: ['usuario_ativado', 'usuario_inativado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  perfis: { metodo: 'GET', caminho: `${base}/perfis`, resposta: envelope(z.array(Perfil)), acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  criarPerfil: { metodo: 'POST', caminho: `${base}/perfis`, corpo: PerfilBody, resposta: envelope(Perfil), seguranca: ['perfil_criado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  editarPerfil: { metodo: 'PUT', caminho: `${base}/perfis/:id`, parametros: PerfilIdParams, corpo: PerfilBody, resposta: envelope(Perfil), seguranca: ['perfil_alterado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  pedidosAcesso: { metodo: 'GET', caminho: `${base}/pedidos-acesso`, resposta: envelope(z.array(PedidoAcesso)), acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  aprovarPedido: { metodo: 'POST', caminho: `${base}/pedidos-acesso/:id/aprovar`, parametros: PedidoAcessoIdParams, corpo: AprovarPedidoBody, resposta: envelope(UsuarioDaLista), seguranca: ['acesso_aprovado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  rejeitarPedido: { metodo: 'POST', caminho: `${base}/pedidos-acesso/:id/rejeitar`, parametros: PedidoAcessoIdParams, corpo: RejeitarPedidoBody, resposta: envelope(z.string()), seguranca: ['acesso_rejeitado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  obter: { metodo: 'GET', caminho: `${base}/usuario/:id`, parametros: UsuarioIdParams, resposta: envelope(UsuarioDetalhe), acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
  editar: { metodo: 'PUT', caminho: `${base}/usuario/:id`, parametros: UsuarioIdParams, corpo: EditarUsuarioBody, resposta: envelope(UsuarioDaLista), seguranca: ['usuario_alterado'], acesso: { chave: CHAVE_USUARIOS }, escopo: 'grupo' },
});
