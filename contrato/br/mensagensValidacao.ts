/**
 * The Portuguese text of every validation failure in src/br. React-admin validators, zod schemas
 * and the server all read from here, so a field shows the same sentence whichever layer refused it.
 */
export const MENSAGENS_VALIDACAO = {
  cpfIncompleto: 'CPF deve ter 11 dígitos',
  cpfInvalido: 'CPF inválido',
  cnpjIncompleto: 'CNPJ deve ter 14 caracteres',
  cnpjInvalido: 'CNPJ inválido',
  cpfCnpjIncompleto: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres)',
  telefoneInvalido: 'Telefone inválido: use (00) 00000-0000',
  cepInvalido: 'CEP deve ter o formato 00000-000',
  emailInvalido: 'E-mail inválido',
  uuidInvalido: 'UUID inválido',
  dataInvalida: 'Data inválida: use DD/MM/AAAA',
  cartaoInvalido: 'Número de cartão inválido',
  valorInvalido: 'Valor inválido',
  texto: 'Informe um texto',
  gtinInvalido: 'GTIN/EAN inválido: confira os dígitos (8, 12, 13 ou 14, com o verificador)',
  ncmInvalido: 'NCM deve ter 8 dígitos',
  ufInvalida: 'UF inválida',
  numeroInvalido: 'Informe um número',
  inteiroInvalido: 'Informe um número inteiro',
  opcaoInvalida: 'Escolha uma das opções',
  simOuNao: 'Informe sim ou não',
  dataHoraInvalida: 'Data e hora inválidas',
  referenciaInvalida: 'Escolha um registro da lista',
} as const;

export type MensagemValidacao = (typeof MENSAGENS_VALIDACAO)[keyof typeof MENSAGENS_VALIDACAO];
