import { ALL_PERMISSION_KEYS, areaKeys, type PermissionKey } from '@retaguarda/contrato/api/permissions';
import type { TipoSeller } from '@retaguarda/contrato/api/catalogos';
import { hashSenha, type ScryptParams } from '../../modulos/sessao/auth/password';
import { linhasPerfisPadrao, listarPerfis } from '../../modulos/usuarios/perfis';
import type { Escrita } from './escrita';
import { gerarCnpj } from './documentos';

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
  /** What the user holds: their profile's keys plus the rest as extra keys. */
  permissions: readonly PermissionKey[];
  /** One of the group's default profiles (PERFIS_PADRAO), or null: every key an extra one. */
  perfil: string | null;
}

export const USUARIOS_DEMO: UsuarioDemo[] = [
  { email: 'admin@retaguarda.dev', nome: 'Ana Administradora', ativo: true, permissions: ALL_PERMISSION_KEYS, perfil: 'Administrador' },
  { email: 'vendas@retaguarda.dev', nome: 'Vitor Vendas', ativo: true, permissions: areaKeys('vendas'), perfil: 'Vendedor' },
  // The README promises this user the Financeiro menu alone; the Financeiro profile also opens
  // the Dashboard's summary, so she has no profile and the access review says so.
  { email: 'financeiro@retaguarda.dev', nome: 'Fernanda Financeiro', ativo: true, permissions: areaKeys('financeiro'), perfil: null },
  { email: 'inativo@retaguarda.dev', nome: 'Igor Inativo', ativo: false, permissions: areaKeys('vendas'), perfil: 'Vendedor' },
];

export async function inserirCadastros(db: Pick<Escrita, 'kysely'>, scrypt: ScryptParams, agora: number): Promise<void> {
  const k = db.kysely;
  await k.insertInto('seller_groups').values([{ id: 1, nome: 'Grupo Retaguarda' }, { id: 2, nome: 'Grupo Parceiro' }]).execute();
  await k.insertInto('sellers').values(SELLERS_DEMO).execute();
  // Written now rather than at the first read of the users register, so the demo users start on
  // a profile (a user with no profile shows every key as beyond it in the access review). A plain
  // insert: on PostgreSQL the seed sets the unique index that an upsert would need aside.
  await k.insertInto('perfis').values([...linhasPerfisPadrao(1, agora), ...linhasPerfisPadrao(2, agora)]).execute();
  const perfis = await listarPerfis(k, 1);
  // One hash after the other: each costs 128 MiB at the OWASP parameters.
  for (const u of USUARIOS_DEMO) {
    const perfil = perfis.find((p) => p.nome === u.perfil);
    if (u.perfil !== null && !perfil) throw new Error(`perfil padrão ausente: ${u.perfil}`);
    const doPerfil = new Set<string>(perfil?.chaves ?? []);
    const dele = new Set<string>(u.permissions);
    // Effective keys stay exactly `permissions`: the profile must not grant more.
    const alem = perfil?.chaves.filter((c) => !dele.has(c)) ?? [];
    if (alem.length > 0) throw new Error(`o perfil ${u.perfil} daria a ${u.email} chaves a mais: ${alem.join(', ')}`);
    await k
      .insertInto('users')
      .values({
        email: u.email,
        nome: u.nome,
        senha_hash: await hashSenha(SENHA_DEMO, scrypt),
        ativo: u.ativo ? 1 : 0,
        id_perfil: perfil?.id ?? null,
        permissions: JSON.stringify(u.permissions.filter((c) => !doPerfil.has(c))),
        id_seller: SELLERS_DEMO[0].id,
        criado_em: agora,
        atualizado_em: agora,
      })
      .execute();
  }
}

export type { ProdutoDemo } from './produtos';
