import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from 'react-admin';
import { UFS_BR } from '@retaguarda/contrato/api/pedidoDetalhe';
import type { Campo, TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { CepInput, CnpjInput, CpfCnpjInput, CpfInput, DataBRTextInput, DecimalInput, MoneyInput, PhoneInput, type BrInputProps } from '../../br/inputs';
import { IntervaloFiltro } from './IntervaloFiltro';
import { ReferenciasFiltro } from './ReferenciasFiltro';
import { SelecaoMultipla } from './SelecaoMultipla';
import { SimNaoTodos } from './SimNaoTodos';

export interface PropsFiltro {
  nome: string;
  campo: Campo;
}

const OPCOES_UF = UFS_BR.map((uf) => ({ valor: uf, rotulo: uf }));
const comum = { size: 'small', margin: 'dense', fullWidth: true } as const;

/** A code is found whole: the masked box filters only once what is typed is a complete, valid value. */
const codigo =
  (Entrada: (p: BrInputProps) => ReactElement) =>
  ({ nome, campo }: PropsFiltro) => <Entrada source={nome} label={campo.rotulo} {...comum} />;

const contem = ({ nome, campo }: PropsFiltro) => <TextInput source={nome} label={`${campo.rotulo} contém`} helperText={false} {...comum} />;

const Inteiro = (p: BrInputProps) => <DecimalInput escala={0} {...p} />;
const Decimal2 = (p: BrInputProps) => <DecimalInput escala={2} {...p} />;

/**
 * The filter widget of each field type. Exhaustive: a new type does not compile until it has
 * one. Text contains, codes equal (masked), numbers and dates are ranges, choices and UFs are
 * sets, a yes/no is Sim/Não/Todos, references are searched by title, an address by UF and city.
 * The values are what esquemaFiltro (contrato/recursos/esquemas.ts) accepts.
 */
export const FILTRO_POR_TIPO: Record<TipoCampo, (props: PropsFiltro) => ReactElement> = {
  texto: contem,
  texto_longo: contem,
  email: contem,
  telefone: codigo(PhoneInput),
  cpf: codigo(CpfInput),
  cnpj: codigo(CnpjInput),
  cpf_cnpj: codigo(CpfCnpjInput),
  cep: codigo(CepInput),
  gtin: ({ nome, campo }) => <TextInput source={nome} label={campo.rotulo} helperText={false} {...comum} />,
  ncm: ({ nome, campo }) => <TextInput source={nome} label={campo.rotulo} helperText={false} {...comum} />,
  dinheiro: ({ nome, campo }) => <IntervaloFiltro source={nome} label={campo.rotulo} Entrada={MoneyInput} />,
  decimal: ({ nome, campo }) => (
    <IntervaloFiltro source={nome} label={campo.rotulo} Entrada={campo.tipo === 'decimal' ? (p) => <DecimalInput escala={campo.casas} {...p} /> : Decimal2} />
  ),
  inteiro: ({ nome, campo }) => <IntervaloFiltro source={nome} label={campo.rotulo} Entrada={Inteiro} />,
  percentual: ({ nome, campo }) => <IntervaloFiltro source={nome} label={campo.rotulo} Entrada={Decimal2} />,
  data: ({ nome, campo }) => <IntervaloFiltro source={nome} label={campo.rotulo} Entrada={DataBRTextInput} />,
  data_hora: ({ nome, campo }) => <IntervaloFiltro source={nome} label={campo.rotulo} Entrada={DataBRTextInput} />,
  booleano: ({ nome, campo }) => <SimNaoTodos source={nome} label={campo.rotulo} />,
  escolha: ({ nome, campo }) => <SelecaoMultipla source={nome} label={campo.rotulo} opcoes={campo.tipo === 'escolha' ? campo.opcoes : []} todosComo={null} />,
  uf: ({ nome, campo }) => <SelecaoMultipla source={nome} label={campo.rotulo} opcoes={OPCOES_UF} todosComo={null} />,
  referencia: ({ nome, campo }) => <ReferenciasFiltro source={nome} label={campo.rotulo} alvo={'recurso' in campo ? campo.recurso : ''} />,
  referencias: ({ nome, campo }) => <ReferenciasFiltro source={nome} label={campo.rotulo} alvo={'recurso' in campo ? campo.recurso : ''} />,
  endereco: ({ nome, campo }) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <SelecaoMultipla source={`${nome}.uf`} label={`${campo.rotulo}: UF`} opcoes={OPCOES_UF} todosComo={null} />
      <TextInput source={`${nome}.cidade`} label={`${campo.rotulo}: cidade`} helperText={false} {...comum} />
    </Box>
  ),
};

/** The widget of one declared filter. */
export function FiltroDoCampo({ nome, campo }: PropsFiltro) {
  const Widget = FILTRO_POR_TIPO[campo.tipo];
  return <Widget nome={nome} campo={campo} />;
}
