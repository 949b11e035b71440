/**
 * The export's cells of a record (columns of contrato/recursos/planilha.ts): numbers stay numbers
 * with their format (money as R$, percentages with their sign), dates are date cells (the São
 * Paulo wall clock: Excel has no time zone), the rest is the text the record page shows, CPFs
 * whole (docs/api.md says why).
 */
import type ExcelJS from 'exceljs';
import { casasDecimais, type Campo, type Endereco } from '@retaguarda/contrato/recursos/campos';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { celulaPlanilha, formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { ColunaPlanilha } from '@retaguarda/contrato/recursos/planilha';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { paredeSP } from '../../../http/iso-sp';
import { FORMATO_DATA, FORMATO_DATA_HORA, FORMATO_MOEDA } from '../../../planilhas/xlsx';
import type { Celula } from '../../../planilhas/linhas';

function formato(campo: Campo): string | undefined {
  switch (campo.tipo) {
    case 'dinheiro':
      return FORMATO_MOEDA;
    case 'decimal':
      return campo.casas > 0 ? `#,##0.${'0'.repeat(campo.casas)}` : '#,##0';
    case 'inteiro':
      return '0';
    case 'percentual':
      // the value is the percentage itself (12,5 for 12,5%): the sign is text, so the import reads it back as is
      return '0.00"%"';
    case 'data':
      return FORMATO_DATA;
    case 'data_hora':
      return FORMATO_DATA_HORA;
    default:
      return undefined;
  }
}

const LARGURA_POR_TIPO: Partial<Record<Campo['tipo'], number>> = {
  texto_longo: 40, email: 30, telefone: 17, cpf: 16, cnpj: 20, cpf_cnpj: 20, cep: 11, dinheiro: 15, data: 12, data_hora: 17, booleano: 8, uf: 5,
};

/** The sheet's column definitions: header, width and number format. */
export function colunasDaFolha(recurso: Recurso, colunas: readonly ColunaPlanilha[]): Partial<ExcelJS.Column>[] {
  return colunas.map((c) => {
    const campo = recurso.campos[c.campo] as Campo;
    const numFmt = c.parte ? undefined : formato(campo);
    return {
      header: c.rotulo,
      key: c.parte ? `${c.campo}_${c.parte}` : c.campo,
      width: Math.max(c.rotulo.length + 2, c.parte ? 14 : (LARGURA_POR_TIPO[campo.tipo] ?? 24)),
      style: numFmt ? { numFmt } : {},
    };
  });
}

const ehEndereco = (v: unknown): v is Endereco => typeof v === 'object' && v !== null && !Array.isArray(v);

function celula(campo: Campo, valor: ValorCampo | undefined, titulo: Registro['titulos'][string] | undefined): Celula {
  if (valor === null || valor === undefined || valor === '') return null;
  switch (campo.tipo) {
    case 'data': {
      const [dia, mes, ano] = String(valor).split('/').map(Number);
      return new Date(Date.UTC(ano, mes - 1, dia));
    }
    case 'data_hora':
      return paredeSP(Date.parse(String(valor)));
    case 'dinheiro':
    case 'decimal':
    case 'inteiro':
    case 'percentual': {
      const fator = 10 ** casasDecimais(campo);
      return Math.round(Number(valor) * fator) / fator;
    }
    default:
      return celulaPlanilha(campo, valor, titulo);
  }
}

/** One row of cells, in the columns' order. */
export function celulasDoRegistro(recurso: Recurso, colunas: readonly ColunaPlanilha[], registro: Registro): Celula[] {
  return colunas.map((c) => {
    const campo = recurso.campos[c.campo] as Campo;
    const valor = registro[c.campo] as ValorCampo | undefined;
    if (!c.parte) return celula(campo, valor, registro.titulos[c.campo]);
    if (!ehEndereco(valor)) return null;
    const parte = valor[c.parte];
    if (parte === null || parte === '') return null;
    return c.parte === 'cep' ? formatarValor({ tipo: 'cep', rotulo: c.rotulo }, parte) : parte;
  });
}
