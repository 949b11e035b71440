import type { Registro } from '@retaguarda/contrato/recursos/esquemas';

/** Situations in which a product can be sold (no stock yet: availability is the register's status). */
const A_VENDA = new Set(['a_venda', 'lancamento']);

export const disponivel = (r: Registro): boolean => r.ativo && A_VENDA.has(String(r.situacao_venda));
