import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';

const lista = (itens: string[]) => (itens.length > 1 ? `${itens.slice(0, -1).join(', ')} ou ${itens.at(-1)}` : (itens[0] ?? ''));

function intervalo(campo: Campo, valor: { de?: unknown; ate?: unknown }): string {
  const ler = (v: unknown) => (campo.tipo === 'data' || campo.tipo === 'data_hora' ? String(v) : formatarValor(campo, v as ValorCampo));
  const de = valor.de === undefined || valor.de === null || valor.de === '' ? null : ler(valor.de);
  const ate = valor.ate === undefined || valor.ate === null || valor.ate === '' ? null : ler(valor.ate);
  if (de && ate) return `de ${de} até ${ate}`;
  if (de) return `a partir de ${de}`;
  if (ate) return `até ${ate}`;
  return '';
}

/**
 * One active filter in words, for its chip: 'Tipo de pessoa: Pessoa jurídica',
 * 'Data de nascimento: de 01/01/1990 até 31/12/1999', 'Endereço: SP ou RJ, Campinas'.
 * '' when the value restricts nothing.
 */
export function descreverFiltro(campo: Campo, valor: unknown): string {
  if (valor === undefined || valor === null || valor === '') return '';
  let texto: string;
  switch (campo.tipo) {
    case 'dinheiro':
    case 'decimal':
    case 'inteiro':
    case 'percentual':
    case 'data':
    case 'data_hora':
      texto = typeof valor === 'object' ? intervalo(campo, valor as { de?: unknown; ate?: unknown }) : '';
      break;
    case 'booleano':
      texto = valor === true ? 'Sim' : 'Não';
      break;
    case 'escolha':
      texto = Array.isArray(valor) ? lista(valor.map((v) => formatarValor(campo, v as ValorCampo))) : '';
      break;
    case 'uf':
      texto = Array.isArray(valor) ? lista(valor.map(String)) : '';
      break;
    case 'referencia':
    case 'referencias':
      texto = Array.isArray(valor) ? `${valor.length} selecionado${valor.length > 1 ? 's' : ''}` : '';
      break;
    case 'endereco': {
      const { uf, cidade } = valor as { uf?: unknown; cidade?: unknown };
      texto = [Array.isArray(uf) ? lista(uf.map(String)) : '', typeof cidade === 'string' ? cidade : ''].filter(Boolean).join(', ');
      break;
    }
    case 'texto':
    case 'texto_longo':
    case 'email':
      texto = `contém “${String(valor)}”`;
      break;
    default:
      texto = formatarValor(campo, valor as ValorCampo);
  }
  return texto ? `${campo.rotulo}: ${texto}` : '';
}
