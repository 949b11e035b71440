import { describe, expect, it } from 'vitest';
import { cardNumber, cep, cnpj, cpf, cpfCnpj, dataBR, email, phone, uuid } from '../../../src/br/raValidators';

describe('react-admin validators', () => {
  it('return undefined for a valid value and the Portuguese message otherwise', () => {
    expect(cpf()('529.982.247-25')).toBeUndefined();
    expect(cpf()('529.982.247-24')).toBe('CPF inválido');
    expect(cnpj()('12.ABC.345/01DE-35')).toBeUndefined();
    expect(cnpj()('11.222.333/0001-82')).toBe('CNPJ inválido');
    expect(cpfCnpj()('11222333000181')).toBeUndefined();
    expect(phone()('(11) 98765-4321')).toBeUndefined();
    expect(phone()('1234')).toBe('Telefone inválido: use (00) 00000-0000');
    expect(cep()('01310-100')).toBeUndefined();
    expect(cep()('0131')).toBe('CEP deve ter o formato 00000-000');
    expect(email()('ana@loja')).toBe('E-mail inválido');
    expect(uuid()('x')).toBe('UUID inválido');
    expect(dataBR()('31/02/2026')).toBe('Data inválida: use DD/MM/AAAA');
    expect(dataBR()('28/02/2026')).toBeUndefined();
    expect(cardNumber()('4111 1111 1111 1111')).toBeUndefined();
    expect(cardNumber()('4111 1111 1111 1112')).toBe('Número de cartão inválido');
  });

  it('leave empty values to required()', () => {
    for (const v of [undefined, null, '']) {
      expect(cpf()(v)).toBeUndefined();
      expect(phone()(v)).toBeUndefined();
    }
  });

  it('refuse a value that is not text', () => {
    expect(cpf()(52998224725)).toBe('Informe um texto');
  });

  it('take a replacement message', () => {
    expect(cpf('CPF do cliente inválido')('000.000.000-00')).toBe('CPF do cliente inválido');
    expect(cpf('CPF do cliente inválido')('529.982.247-25')).toBeUndefined();
  });
});
