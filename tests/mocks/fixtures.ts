/**
 * Session fixtures for the panel tests, parsed by the shared zod schemas so they can never
 * drift from the contract. Permission sets name the users the menu tests reason about.
 */
import { ALL_PERMISSION_KEYS, DadosStart, Usuario, areaKeys, type Area } from '../../src/api';

export function criarUsuario(permissoes: readonly string[], dados: Partial<Usuario> = {}): Usuario {
  return Usuario.parse({
    id: 7,
    nome: 'Ana Souza',
    email: 'ana@loja.com.br',
    nome_seller: 'Loja Centro',
    id_seller: 3,
    id_sellers_mesmo_grupo: [3, 4, 5],
    ...dados,
    permissoes: { permissions: [...permissoes] },
  });
}

export const permissoesDaArea = (...areas: Area[]): string[] => areas.flatMap((a) => areaKeys(a));

export const usuarioAdmin = criarUsuario(ALL_PERMISSION_KEYS, { id: 1, nome: 'Administrador Geral', email: 'admin@retaguarda.dev' });
export const usuarioVendas = criarUsuario(permissoesDaArea('vendas'), { id: 2, nome: 'Vera Vendas', email: 'vendas@retaguarda.dev' });
export const usuarioFinanceiro = criarUsuario(permissoesDaArea('financeiro'), {
  id: 3,
  nome: 'Fábio Finanças',
  email: 'financeiro@retaguarda.dev',
  nome_seller: 'Loja Norte',
});

export const metadataPadrao: DadosStart = DadosStart.parse({
  sellers: [
    { id_pessoa: 3, nome: 'Loja Centro' },
    { id_pessoa: 4, nome: 'Loja Norte' },
    { id_pessoa: 5, nome: 'E-commerce' },
  ],
  status_pedido_venda: [
    { id: 1, descricao: 'Aguardando pagamento' },
    { id: 2, descricao: 'Pago' },
    { id: 3, descricao: 'Entregue' },
  ],
  forma_pagto: [
    { id: 1, descricao: 'Pix' },
    { id: 2, descricao: 'Cartão de crédito' },
  ],
});

/** A password for forms that need one filled in; no server knows the fixture users (the real one signs in its demo users with tests/server/helpers' SENHA). */
export const SENHA_TESTE = 'senha-correta';
