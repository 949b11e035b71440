import { describe, expect, it } from 'vitest';
import type { CampanhaDetalhe, ItemCampanha } from '@retaguarda/contrato/api/campanhasRevisao';
import { resumoDasTelas } from '@retaguarda/contrato/api/revisaoAcessos';
import { linhaDoItem } from '../../../server/modulos/revisao-acessos/campanhas/registro';
import { registroPdf } from '../../../server/modulos/revisao-acessos/campanhas/registro-pdf';

const item = (n: number, extra: Partial<ItemCampanha> = {}): ItemCampanha => ({
  id: n, id_usuario: n, nome: `Pessoa ${n}`, email: `pessoa${n}@loja.com.br`, nome_seller: 'Loja Centro', nome_perfil: 'Vendedor',
  chaves: ['menu_principal_vendas', 'vendas_gestao_de_pedidos', 'vendas_gestao_de_clientes'], sinais: ['nunca_entrou'],
  decisao: 'confirmado', nota: null, decidido_por: 'admin@retaguarda.dev', decidido_em: '2026-11-27T10:30:00-03:00', autoavaliacao: false, ...extra,
});
const campanha = (itens: ItemCampanha[]): CampanhaDetalhe => ({
  id: 7, id_seller: null, escopo: 'Todas as lojas do grupo', aberta_por: 'admin@retaguarda.dev', aberta_em: '2026-11-27T09:00:00-03:00',
  concluida_por: 'admin@retaguarda.dev', concluida_em: '2026-11-27T11:00:00-03:00', total: itens.length, confirmados: itens.length, revogados: 0, pendentes: 0, itens,
});
/** Pages of a pdfkit file: its page objects are written uncompressed (only the content streams are deflated). */
const paginas = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe("the access review's record", () => {
  it('names the areas as the menu does, screens held of the area, and nothing for a parent key alone', () => {
    expect(resumoDasTelas(['menu_principal_vendas', 'vendas_gestao_de_pedidos', 'menu_principal_estoque'])).toEqual(['Vendas 1/5']);
    expect(resumoDasTelas(['vendas_gestao_de_pedidos'])).toEqual([]);
  });

  it('reads each access in words: decision, reviewer and São Paulo time, profile or its absence, the signs', () => {
    expect(linhaDoItem(item(1, { decisao: 'revogado', nota: 'Saiu', nome_perfil: null, sinais: ['nunca_entrou', 'chaves_alem_do_perfil'] }))).toMatchObject({
      perfil: 'Sem perfil', telas: 'Vendas 2/5', decisao: 'Revogado', nota: 'Saiu', revisadoPor: 'admin@retaguarda.dev', revisadoEm: '27/11/2026 10:30',
      sinais: 'Nunca entrou · Permissões além do perfil',
    });
    expect(linhaDoItem(item(2, { chaves: [], decisao: 'pendente', decidido_por: null, decidido_em: null }))).toMatchObject({ telas: 'Nenhuma tela', decisao: 'Pendente', revisadoPor: '', revisadoEm: '' });
  });

  it("marks a reviewer's decision on their own access", () => {
    expect(linhaDoItem(item(1, { autoavaliacao: true })).decisao).toBe('Confirmado (pelo próprio usuário)');
  });

  it('the PDF is one page for a short review (the footer opens no page of its own) and flows over pages for a long one', async () => {
    expect(paginas(await registroPdf(campanha([item(1)]), new Date('2026-11-27T14:00:00Z')))).toBe(1);
    const longa = await registroPdf(campanha(Array.from({ length: 120 }, (_, i) => item(i + 1, { nota: 'Conferido com a gerente da loja' }))), new Date('2026-11-27T14:00:00Z'));
    const n = paginas(longa);
    // about a dozen blocks fit a page: 120 of them need several, and never one page per block
    expect(n).toBeGreaterThan(4);
    expect(n).toBeLessThan(30);
  });
});
