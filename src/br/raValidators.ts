/**
 * React-admin validators: `validate={[required(), cpf()]}`. Each returns undefined or the
 * Portuguese message; empty values pass so that `required()` alone decides about absence.
 */
import { validateCep, validateEmail, validatePhone, validateUuid } from '@retaguarda/contrato/br/contact';
import { validateCardNumber } from '@retaguarda/contrato/br/cardBrand';
import { isDataBR } from '@retaguarda/contrato/br/dates';
import { validateCnpj, validateCpf, validateCpfCnpj } from '@retaguarda/contrato/br/documents';
import { MENSAGENS_VALIDACAO } from '@retaguarda/contrato/br/mensagensValidacao';

type Validador = (valor: unknown) => string | undefined;

function paraTexto(check: (valor: string) => string | undefined, mensagemOverride?: string): Validador {
  return (valor) => {
    if (valor == null || valor === '') return undefined;
    if (typeof valor !== 'string') return mensagemOverride ?? MENSAGENS_VALIDACAO.texto;
    const erro = check(valor);
    return erro && mensagemOverride ? mensagemOverride : erro;
  };
}

/** Each factory takes an optional message that replaces the default one. */
export const cpf = (mensagem?: string): Validador => paraTexto(validateCpf, mensagem);
export const cnpj = (mensagem?: string): Validador => paraTexto(validateCnpj, mensagem);
export const cpfCnpj = (mensagem?: string): Validador => paraTexto(validateCpfCnpj, mensagem);
export const phone = (mensagem?: string): Validador => paraTexto(validatePhone, mensagem);
export const cep = (mensagem?: string): Validador => paraTexto(validateCep, mensagem);
export const email = (mensagem?: string): Validador => paraTexto(validateEmail, mensagem);
export const uuid = (mensagem?: string): Validador => paraTexto(validateUuid, mensagem);
export const cardNumber = (mensagem?: string): Validador => paraTexto(validateCardNumber, mensagem);
export const dataBR = (mensagem?: string): Validador =>
  paraTexto((v) => (isDataBR(v) ? undefined : MENSAGENS_VALIDACAO.dataInvalida), mensagem);
