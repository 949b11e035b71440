import { FORMAS_PAGTO } from '@retaguarda/contrato/api/catalogos';
import { montarChave } from '../../../server/modulos/pedidos/nfce/chave';
import type { NfceEntrada } from '../../../server/modulos/pedidos/nfce/entrada';
import { SELLERS_DEMO } from '../../../server/db/seed/cadastros';
import { gerarCpf } from '../../../server/db/seed/documentos';
import { Random } from '../../../server/db/seed/random';

/** The demo's first store (CNPJ, UF, series as the seed creates it), with fiscal data of its own so these tests do not move with the seed's. */
export const LOJA = SELLERS_DEMO[0];
export const CPF_CLIENTE = gerarCpf(new Random(2026));
export const EMITIDA_EM = new Date('2026-11-21T14:03:00-03:00');
export const NUMERO = 1234;

export const CHAVE = montarChave({
  uf: LOJA.uf,
  emitidaEm: EMITIDA_EM,
  cnpj: LOJA.cnpj,
  serie: LOJA.nfce_serie,
  numero: NUMERO,
  codigoNumerico: '48151623',
});

/**
 * Two lines and freight: 2 × R$ 19,90 with R$ 5,00 off, 1 × R$ 49,90, R$ 15,00 freight.
 * Products 89,70, discount 5,00, freight 15,00, total 99,70, paid by Pix.
 */
export function entradaExemplo(mudancas: Partial<NfceEntrada> = {}): NfceEntrada {
  return {
    emitente: {
      cnpj: LOJA.cnpj,
      razao: `${LOJA.nome} Comércio de Artigos Ltda.`,
      fantasia: LOJA.nome,
      ie: '111.222.333.444',
      uf: LOJA.uf,
      municipioIbge: '3550308',
      endereco: {
        logradouro: 'Rua Augusta',
        numero: '1500',
        complemento: 'Loja 3',
        bairro: 'Consolação',
        municipio: 'São Paulo',
        cep: '01304-001',
        telefone: '(11) 3333-4444',
      },
    },
    destinatario: null,
    itens: [
      { codigo: 'CAM-001', descricao: 'Camiseta básica algodão', quantidade: 2, unidade: 'UN', valorUnitarioCentavos: 1990, descontoCentavos: 500 },
      { codigo: 'CAN-002', descricao: 'Caneca "Café & Cia" <edição limitada>', ncm: '6912.00.00', quantidade: 1, unidade: 'UN', valorUnitarioCentavos: 4990, descontoCentavos: 0 },
    ],
    freteCentavos: 1500,
    pagamentos: [{ formaPagtoId: FORMAS_PAGTO.pix.id, valorCentavos: 9970 }],
    numero: NUMERO,
    serie: LOJA.nfce_serie,
    emitidaEm: EMITIDA_EM,
    chave: CHAVE,
    ...mudancas,
  };
}
