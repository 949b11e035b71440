import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatPhone,
  isCep,
  isEmail,
  isPhone,
  isUuid,
  normalizeCep,
  normalizePhone,
  validateCep,
  validateEmail,
  validatePhone,
  validateUuid,
} from '@retaguarda/contrato/br/contact';

describe('phone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11 98765-4321', '11987654321'],
    ['1198765-4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['(21) 3456-7890', '2134567890'],
    ['3456-7890', '34567890'],
    ['98765-4321', '987654321'],
    ['987654321', '987654321'],
  ])('accepts %s and normalises it to %s', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
  });

  it.each(['(01) 98765-4321', '(11) 88765-4321', '123-4567', '(11) 98765-43210', '11-98765-4321', 'telefone', ''])(
    'refuses %s',
    (typed) => expect(validatePhone(typed)).toBe('Telefone inválido: use (00) 00000-0000'),
  );

  it('formats by number of digits', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('987654321')).toBe('98765-4321');
    expect(formatPhone('34567890')).toBe('3456-7890');
    expect(formatPhone('123')).toBe('123');
    expect(isPhone(formatPhone('11987654321'))).toBe(true);
  });
});

describe('CEP', () => {
  it('accepts 00000-000 and the 8 digits alone', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep('01310100')).toBe('01310100');
    expect(isCep('01310-100')).toBe(true);
  });

  it.each(['0131-0100', '01310-10', '01310.100', 'abcde-fgh'])('refuses %s', (cep) => {
    expect(validateCep(cep)).toBe('CEP deve ter o formato 00000-000');
  });

  it('formats as 00000-000', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep(null)).toBe('');
  });
});

describe('e-mail and uuid', () => {
  it('checks e-mails with the same rule as zod', () => {
    expect(isEmail('ana@loja.com.br')).toBe(true);
    expect(isEmail(' ana.souza+pedidos@loja.com.br ')).toBe(true);
    expect(validateEmail('ana@loja')).toBe('E-mail inválido');
    expect(validateEmail('ana loja.com.br')).toBe('E-mail inválido');
  });

  it('checks uuids', () => {
    expect(isUuid('123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isUuid('123E4567-E89B-42D3-A456-426614174000')).toBe(true);
    expect(validateUuid('123e4567-e89b-42d3-a456-42661417400')).toBe('UUID inválido');
    expect(validateUuid('not-a-uuid')).toBe('UUID inválido');
  });
});
