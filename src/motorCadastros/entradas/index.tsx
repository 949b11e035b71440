/**
 * One input per field type, in one exhaustive table: a new type in contrato/recursos/campos.ts
 * does not compile until it has its input here. Each stores what the API carries (clean digits,
 * DD/MM/YYYY, reais, an address object) and shows the Brazilian masks of src/br/inputs.
 */
import type { ComponentType } from 'react';
import { BooleanInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { UFS_BR } from '@retaguarda/contrato/api/pedidoDetalhe';
import { casasDecimais, type TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { CepInput, CnpjInput, CpfCnpjInput, CpfInput, DataBRTextInput, DecimalInput, MaskedInput, MoneyInput, PhoneInput } from '../../br/inputs';
import { conversorLimpo } from '../../br/inputs/conversores';
import { EntradaDataHora } from './EntradaDataHora';
import { EntradaEndereco } from './EntradaEndereco';
import { EntradaReferencia } from './EntradaReferencia';
import type { PropsEntrada, PropsEntradaQualquer } from './tipos';

const CHOICES_UF = UFS_BR.map((uf) => ({ id: uf, name: uf }));
const MASCARA_GTIN = { mask: '00000000000000' };
const MASCARA_NCM = { mask: '0000.00.00' };
/** Up to three options read best side by side; more go in a list. */
const MAX_OPCOES_RADIO = 3;

/** The props every react-admin input takes from a field's declaration. */
const basicas = ({ nome, campo, validate, ajuda }: PropsEntradaQualquer) => ({
  source: nome,
  label: campo.rotulo,
  validate,
  helperText: ajuda ?? false,
});

const numerica = (p: PropsEntrada<'decimal' | 'inteiro' | 'percentual'>) => (
  <DecimalInput {...basicas(p)} escala={casasDecimais(p.campo)} negativos={p.campo.min === undefined || p.campo.min < 0} />
);

const ENTRADAS: { [T in TipoCampo]: ComponentType<PropsEntrada<T>> } = {
  texto: (p) => <TextInput {...basicas(p)} />,
  texto_longo: (p) => <TextInput {...basicas(p)} multiline minRows={3} />,
  email: (p) => <TextInput {...basicas(p)} type="email" />,
  telefone: (p) => <PhoneInput {...basicas(p)} />,
  cpf: (p) => <CpfInput {...basicas(p)} />,
  cnpj: (p) => <CnpjInput {...basicas(p)} />,
  cpf_cnpj: (p) => <CpfCnpjInput {...basicas(p)} />,
  cep: (p) => <CepInput {...basicas(p)} />,
  endereco: EntradaEndereco,
  dinheiro: (p) => <MoneyInput {...basicas(p)} />,
  decimal: numerica,
  inteiro: numerica,
  percentual: numerica,
  data: (p) => <DataBRTextInput {...basicas(p)} />,
  data_hora: EntradaDataHora,
  booleano: (p) => <BooleanInput {...basicas(p)} />,
  escolha: (p) => {
    const choices = p.campo.opcoes.map((o) => ({ id: o.valor, name: o.rotulo }));
    return p.campo.opcoes.length <= MAX_OPCOES_RADIO ? <RadioButtonGroupInput {...basicas(p)} choices={choices} /> : <SelectInput {...basicas(p)} choices={choices} emptyText="—" />;
  },
  referencia: EntradaReferencia,
  referencias: EntradaReferencia,
  gtin: (p) => <MaskedInput {...basicas(p)} mascara={MASCARA_GTIN} conversor={conversorLimpo} />,
  ncm: (p) => <MaskedInput {...basicas(p)} mascara={MASCARA_NCM} conversor={conversorLimpo} />,
  uf: (p) => <SelectInput {...basicas(p)} choices={CHOICES_UF} emptyText="—" />,
};

/** The input of one declared field. */
export function EntradaCampo(props: PropsEntradaQualquer) {
  const Entrada = ENTRADAS[props.campo.tipo] as ComponentType<PropsEntradaQualquer>;
  return <Entrada {...props} />;
}

/** Fields that take the whole row of a section (an address, a note), the rest share it on wide screens. */
export const ocupaLinhaInteira = (tipo: TipoCampo): boolean => tipo === 'endereco' || tipo === 'texto_longo' || tipo === 'referencias';
