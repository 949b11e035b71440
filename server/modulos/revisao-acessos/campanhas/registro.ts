/**
 * What the concluded review's record says, line by line, for both files an auditor receives
 * (registro-xlsx.ts, registro-pdf.ts): the same words in the same order in each.
 */
import { ROTULOS_DECISAO, type CampanhaDetalhe, type ItemCampanha } from '@retaguarda/contrato/api/campanhasRevisao';
import { perfilExibido, ROTULOS_SINAIS, telasExibidas } from '@retaguarda/contrato/api/revisaoAcessos';
import { formatDateTime } from '@retaguarda/contrato/br/dates';

export const titulo = (c: CampanhaDetalhe): string => `Revisão de acessos nº ${c.id}`;

/** The record's header: label and value. */
export function cabecalho(c: CampanhaDetalhe): [string, string][] {
  return [
    ['Escopo', c.escopo],
    ['Aberta por', `${c.aberta_por} em ${formatDateTime(c.aberta_em)}`],
    ['Concluída por', c.concluida_por && c.concluida_em ? `${c.concluida_por} em ${formatDateTime(c.concluida_em)}` : 'Em andamento'],
    ['Acessos revisados', String(c.total)],
    ['Confirmados', String(c.confirmados)],
    ['Revogados', String(c.revogados)],
  ];
}

export interface LinhaRegistro {
  usuario: string;
  email: string;
  loja: string;
  perfil: string;
  telas: string;
  chaves: string;
  sinais: string;
  decisao: string;
  nota: string;
  revisadoPor: string;
  revisadoEm: string;
}

export function linhaDoItem(i: ItemCampanha): LinhaRegistro {
  return {
    usuario: i.nome,
    email: i.email,
    loja: i.nome_seller,
    perfil: perfilExibido(i.nome_perfil),
    telas: telasExibidas(i.chaves),
    chaves: i.chaves.join(', '),
    sinais: i.sinais.map((s) => ROTULOS_SINAIS[s]).join(' · '),
    decisao: i.autoavaliacao ? `${ROTULOS_DECISAO[i.decisao]} (pelo próprio usuário)` : ROTULOS_DECISAO[i.decisao],
    nota: i.nota ?? '',
    revisadoPor: i.decidido_por ?? '',
    revisadoEm: i.decidido_em ? formatDateTime(i.decidido_em) : '',
  };
}

/** The columns of the spreadsheet, in the order the PDF reads them too. */
export const COLUNAS_REGISTRO: readonly { chave: keyof LinhaRegistro; rotulo: string; largura: number }[] = [
  { chave: 'usuario', rotulo: 'Usuário', largura: 28 },
  { chave: 'email', rotulo: 'E-mail', largura: 30 },
  { chave: 'loja', rotulo: 'Loja', largura: 22 },
  { chave: 'perfil', rotulo: 'Perfil', largura: 20 },
  { chave: 'telas', rotulo: 'Telas por área', largura: 40 },
  { chave: 'chaves', rotulo: 'Permissões (chaves)', largura: 60 },
  { chave: 'sinais', rotulo: 'Sinais na abertura', largura: 30 },
  { chave: 'decisao', rotulo: 'Decisão', largura: 12 },
  { chave: 'nota', rotulo: 'Nota', largura: 40 },
  { chave: 'revisadoPor', rotulo: 'Revisado por', largura: 28 },
  { chave: 'revisadoEm', rotulo: 'Revisado em', largura: 17 },
];
