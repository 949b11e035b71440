import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { defineRecurso, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { buildApp } from '../../../server/app';
import type { Banco, SeedResult } from '../../../server/db';
import { MIGRACOES } from '../../../server/db/migracoes';
import { migrarAteAUltima } from '../../../server/db/migrar';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import type { Catalogo } from '../../../server/modulos/recursos/tabela/sincronizar';
import { AGORA_TESTES } from '../agora';
import { cookiesDe, criarRelogio, SENHA, VERSAO, type Relogio } from '../helpers';
import { bancoDeTeste } from '../postgres/banco';
import { sqlDe, type SqlTeste } from '../sql-teste';

/** A throwaway resource with one field of every type, shared by the seller's group, referring to clients. */
export const ferramentas = defineRecurso({
  nome: 'ferramentas',
  rotulo: { singular: 'Ferramenta', plural: 'Ferramentas', genero: 'a' },
  caminho: '/v2/teste/ferramentas',
  tabela: 'ferramentas',
  permissoes: { ler: ['cadastros_produtos'], escrever: ['cadastros_fornecedores'] },
  escopo: 'grupo',
  titulo: 'nome',
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, min: 2, busca: true, ordenavel: true, filtro: true },
    descricao: { tipo: 'texto_longo', rotulo: 'Descrição', filtro: true },
    email: { tipo: 'email', rotulo: 'E-mail', busca: true, filtro: true },
    telefone: { tipo: 'telefone', rotulo: 'Telefone', busca: true, filtro: true },
    cpf: { tipo: 'cpf', rotulo: 'CPF do responsável', busca: true, filtro: true },
    cnpj: { tipo: 'cnpj', rotulo: 'CNPJ do fabricante', filtro: true },
    documento: { tipo: 'cpf_cnpj', rotulo: 'Documento', unico: true, busca: true, filtro: true },
    cep: { tipo: 'cep', rotulo: 'CEP', filtro: true },
    endereco: { tipo: 'endereco', rotulo: 'Endereço', filtro: true },
    preco: { tipo: 'dinheiro', rotulo: 'Preço', filtro: true, ordenavel: true },
    peso: { tipo: 'decimal', casas: 3, rotulo: 'Peso (kg)', filtro: true },
    estoque: { tipo: 'inteiro', rotulo: 'Estoque', min: 0, filtro: true, ordenavel: true },
    desconto: { tipo: 'percentual', rotulo: 'Desconto', max: 100, filtro: true },
    compra: { tipo: 'data', rotulo: 'Data de compra', filtro: true, ordenavel: true },
    revisao: { tipo: 'data_hora', rotulo: 'Revisão', filtro: true },
    eletrica: { tipo: 'booleano', rotulo: 'Elétrica', padrao: false, filtro: true },
    estado: {
      tipo: 'escolha',
      rotulo: 'Estado',
      obrigatorio: true,
      padrao: 'nova',
      opcoes: [
        { valor: 'nova', rotulo: 'Nova' },
        { valor: 'usada', rotulo: 'Usada' },
      ],
      filtro: true,
    },
    dono: { tipo: 'referencia', recurso: 'clientes', rotulo: 'Dono', filtro: true },
    usuarios: { tipo: 'referencias', recurso: 'clientes', rotulo: 'Usuários', filtro: true },
    gtin: { tipo: 'gtin', rotulo: 'EAN', busca: true, filtro: true },
    ncm: { tipo: 'ncm', rotulo: 'NCM', filtro: true },
    uf: { tipo: 'uf', rotulo: 'UF', filtro: true },
    ativada: { tipo: 'booleano', rotulo: 'Ativada' },
    ativada_em: { tipo: 'data_hora', rotulo: 'Ativada em', somenteLeitura: true },
  },
  carimbos: [{ quando: 'ativada', grava: 'ativada_em' }],
});

export interface AppRecursos {
  app: FastifyInstance;
  db: Banco;
  sql: SqlTeste;
  seed: SeedResult;
  relogio: Relogio;
  catalogo: Catalogo;
  login(email: string): Promise<string>;
  /** A call with the session cookie and the client version. */
  chamar(cookie: string, metodo: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The demo database with the extra resources' tables migrated, and an app serving them beside RECURSOS. */
export async function criarAppRecursos(extras: Readonly<Record<string, Recurso>> = { ferramentas }): Promise<AppRecursos> {
  const { db, seed, descartar } = await bancoDeTeste({ orders: 0, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: true });
  const catalogo: Catalogo = { ...RECURSOS, ...extras };
  await migrarAteAUltima(db.kysely, MIGRACOES, catalogo);
  const relogio = criarRelogio();
  const app = await buildApp({
    db,
    jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!',
    logger: false,
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    recursos: catalogo,
  });
  return {
    app,
    db,
    sql: sqlDe(db),
    seed,
    relogio,
    catalogo,
    async login(email) {
      const res = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha: SENHA } });
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return cookiesDe(res);
    },
    chamar: (cookie, metodo, url, payload) => app.inject({ method: metodo, url, headers: { cookie, ...VERSAO }, ...(payload ? { payload } : {}) }),
    async close() {
      await app.close();
      await descartar();
    },
  };
}
