import type { Faker } from '@faker-js/faker';
import { ALL_PERMISSION_KEYS, areaKeys, type PermissionKey } from '../../../src/api/permissions';
import type { TipoSeller } from '../../../src/api/catalogos';
import { hashSenha, type ScryptParams } from '../../modulos/sessao/auth/password';
import type { Banco } from '../index';
import { inserirEmLote } from '../lote';
import { gerarCnpj, gerarCpf } from './documentos';
import type { Random } from './random';

export interface SellerDemo {
  id: number;
  id_grupo: number;
  nome: string;
  tipo: TipoSeller;
  uf: string;
  cnpj: string;
  nfce_serie: number;
  /** Fiscal data printed on the NFC-e. */
  razao_social: string;
  ie: string;
  municipio_ibge: string;
  municipio: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cep: string;
  telefone: string | null;
}

const SAO_PAULO = { uf: 'SP', municipio: 'São Paulo', municipio_ibge: '3550308' };

/** The demo group (one of each kind of seller) and one seller of another group. */
export const SELLERS_DEMO: SellerDemo[] = [
  {
    id: 1, id_grupo: 1, nome: 'Loja Centro', tipo: 'loja', cnpj: gerarCnpj('12345678', 1), nfce_serie: 1, ...SAO_PAULO,
    razao_social: 'Retaguarda Comércio de Artigos Ltda.', ie: '111222333001', logradouro: 'Rua Direita', numero: '250',
    complemento: null, bairro: 'Sé', cep: '01002000', telefone: '1131050001',
  },
  {
    id: 2, id_grupo: 1, nome: 'Loja Shopping Eldorado', tipo: 'loja_shopping', cnpj: gerarCnpj('12345678', 2), nfce_serie: 2, ...SAO_PAULO,
    razao_social: 'Retaguarda Comércio de Artigos Ltda.', ie: '111222333002', logradouro: 'Avenida Rebouças', numero: '3970',
    complemento: 'Loja 112', bairro: 'Pinheiros', cep: '05402918', telefone: '1131050002',
  },
  {
    id: 3, id_grupo: 1, nome: 'Retaguarda Online', tipo: 'ecommerce', cnpj: gerarCnpj('12345678', 3), nfce_serie: 3, ...SAO_PAULO,
    razao_social: 'Retaguarda Comércio de Artigos Ltda.', ie: '111222333003', logradouro: 'Rua Guaicurus', numero: '1200',
    complemento: 'Galpão 4', bairro: 'Lapa', cep: '05033002', telefone: '1131050003',
  },
  {
    id: 4, id_grupo: 1, nome: 'Loja Autônoma Vila Madalena', tipo: 'loja_autonoma', cnpj: gerarCnpj('12345678', 4), nfce_serie: 4, ...SAO_PAULO,
    razao_social: 'Retaguarda Comércio de Artigos Ltda.', ie: '111222333004', logradouro: 'Rua Aspicuelta', numero: '410',
    complemento: null, bairro: 'Vila Madalena', cep: '05433010', telefone: null,
  },
  {
    id: 5, id_grupo: 2, nome: 'Parceira Campinas', tipo: 'loja', uf: 'SP', cnpj: gerarCnpj('87654321', 1), nfce_serie: 1,
    razao_social: 'Parceira Campinas Varejo Ltda.', ie: '244555666001', municipio: 'Campinas', municipio_ibge: '3509502',
    logradouro: 'Rua Barão de Jaguara', numero: '1000', complemento: null, bairro: 'Centro', cep: '13015001', telefone: '1932310001',
  },
];

export const SENHA_DEMO = 'retaguarda';

export interface UsuarioDemo {
  email: string;
  nome: string;
  ativo: boolean;
  permissions: readonly PermissionKey[];
}

export const USUARIOS_DEMO: UsuarioDemo[] = [
  { email: 'admin@retaguarda.dev', nome: 'Ana Administradora', ativo: true, permissions: ALL_PERMISSION_KEYS },
  { email: 'vendas@retaguarda.dev', nome: 'Vitor Vendas', ativo: true, permissions: areaKeys('vendas') },
  { email: 'financeiro@retaguarda.dev', nome: 'Fernanda Financeiro', ativo: true, permissions: areaKeys('financeiro') },
  { email: 'inativo@retaguarda.dev', nome: 'Igor Inativo', ativo: false, permissions: areaKeys('vendas') },
];

export async function inserirCadastros(db: Banco, scrypt: ScryptParams, agora: number): Promise<void> {
  const k = db.kysely;
  await k.insertInto('seller_groups').values([{ id: 1, nome: 'Grupo Retaguarda' }, { id: 2, nome: 'Grupo Parceiro' }]).execute();
  await k.insertInto('sellers').values(SELLERS_DEMO).execute();
  // One hash after the other: each costs 128 MiB at the OWASP parameters.
  for (const u of USUARIOS_DEMO) {
    await k
      .insertInto('users')
      .values({
        email: u.email,
        nome: u.nome,
        senha_hash: await hashSenha(SENHA_DEMO, scrypt),
        ativo: u.ativo ? 1 : 0,
        permissions: JSON.stringify(u.permissions),
        id_seller: SELLERS_DEMO[0].id,
        criado_em: agora,
        atualizado_em: agora,
      })
      .execute();
  }
}

export interface ProdutoDemo {
  id: number;
  preco: number;
}

export async function inserirClientes(db: Banco, faker: Faker, rnd: Random, quantidade: number): Promise<number> {
  const linhas: unknown[][] = [];
  const usados = new Set<string>();
  for (let id = 1; id <= quantidade; id++) {
    let cpf = gerarCpf(rnd);
    while (usados.has(cpf)) cpf = gerarCpf(rnd);
    usados.add(cpf);
    const nome = faker.person.fullName();
    const usuario = faker.helpers.slugify(nome).toLowerCase().replace(/[^a-z0-9-]/g, '').slice(0, 30);
    const telefone = `(${rnd.int(11, 99)}) 9${rnd.digits(4)}-${rnd.digits(4)}`;
    linhas.push([id, nome, cpf, `${usuario}.${id}@exemplo.com.br`, telefone]);
  }
  await inserirEmLote(db, 'clients', ['id', 'nome', 'cpf', 'email', 'telefone'], linhas);
  return quantidade;
}

/** A few real NCM codes of everyday retail goods, with their selling unit. */
const NCM_DEMO: readonly (readonly [string, string])[] = [
  ['61091000', 'UN'], // T-shirts, cotton
  ['69120000', 'UN'], // ceramic tableware
  ['42022200', 'UN'], // handbags
  ['64039990', 'PAR'], // footwear
  ['33049910', 'UN'], // skin care
  ['85176231', 'UN'], // network equipment
  ['94036000', 'UN'], // wooden furniture
  ['95030099', 'UN'], // toys
  ['49019900', 'UN'], // books
  ['21069090', 'CX'], // food preparations
];

export async function inserirProdutos(db: Banco, faker: Faker, rnd: Random, quantidade: number): Promise<ProdutoDemo[]> {
  const linhas: unknown[][] = [];
  const produtos: ProdutoDemo[] = [];
  for (let id = 1; id <= quantidade; id++) {
    // Mostly everyday prices, a few expensive items; cents end in 90 or 99 like shelf prices.
    const reais = rnd.chance(0.85) ? rnd.int(3, 149) : rnd.int(150, 1299);
    const preco = reais * 100 + (rnd.chance(0.5) ? 90 : 99);
    // NCM and unit by id, not drawn: the random stream (and so every later row) stays as it was.
    const [ncm, unidade] = NCM_DEMO[id % NCM_DEMO.length];
    linhas.push([id, `SKU-${String(id).padStart(6, '0')}`, faker.commerce.productName(), preco, ncm, unidade]);
    produtos.push({ id, preco });
  }
  await inserirEmLote(db, 'products', ['id', 'sku', 'nome', 'preco_centavos', 'ncm', 'unidade'], linhas);
  return produtos;
}
