import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zCep, zCnpj, zCpf, zCpfCnpj, zDataBR, zEmail, zPhone, zReais, zUuid } from '@retaguarda/contrato/br/zod';
import { zCardNumber } from '@retaguarda/contrato/br/zodCartao';

function mensagem(schema: z.ZodMiniType, valor: unknown): string | undefined {
  const r = schema.safeParse(valor);
  return r.success ? undefined : r.error.issues[0].message;
}

describe('zod helpers', () => {
  it('output the clean value', () => {
    expect(zCpf.parse('529.982.247-25')).toBe('52998224725');
    expect(zCnpj.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(zCpfCnpj.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(zPhone.parse('(11) 98765-4321')).toBe('11987654321');
    expect(zCep.parse('01310-100')).toBe('01310100');
    expect(zEmail.parse(' ana@loja.com.br ')).toBe('ana@loja.com.br');
    expect(zUuid.parse('123E4567-E89B-42D3-A456-426614174000')).toBe('123e4567-e89b-42d3-a456-426614174000');
    expect(zCardNumber.parse('3782 822463 10005')).toBe('378282246310005');
    expect(zDataBR.parse('1/2/2026')).toBe('01/02/2026');
  });

  it('fail with one Portuguese message, the same as the react-admin validators', () => {
    expect(mensagem(zCpf, '111.111.111-11')).toBe('CPF inválido');
    expect(mensagem(zCpf, '123')).toBe('CPF deve ter 11 dígitos');
    expect(mensagem(zCnpj, '12ABC34501DE36')).toBe('CNPJ inválido');
    expect(mensagem(zPhone, '12')).toBe('Telefone inválido: use (00) 00000-0000');
    expect(mensagem(zCep, '0131')).toBe('CEP deve ter o formato 00000-000');
    expect(mensagem(zEmail, 'x@')).toBe('E-mail inválido');
    expect(mensagem(zUuid, 'x')).toBe('UUID inválido');
    expect(mensagem(zDataBR, '30/02/2026')).toBe('Data inválida: use DD/MM/AAAA');
    expect(zCpf.safeParse('111.111.111-11').error?.issues).toHaveLength(1);
  });

  it('refuse a value of the wrong type with the field message', () => {
    expect(mensagem(zCpf, 52998224725)).toBe('CPF inválido');
    expect(mensagem(zCep, null)).toBe('CEP deve ter o formato 00000-000');
  });

  it('compose inside object schemas and with nullish()', () => {
    const Cliente = z.object({ cpf_cnpj: z.nullish(zCpfCnpj), cep: zCep });
    expect(Cliente.parse({ cpf_cnpj: null, cep: '01310-100' })).toEqual({ cpf_cnpj: null, cep: '01310100' });
    const r = Cliente.safeParse({ cpf_cnpj: '529.982.247-24', cep: '01310-100' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['cpf_cnpj'], message: 'CPF inválido' });
  });

  it('accept money in reais with at most 2 decimals', () => {
    expect(zReais.parse(1234.56)).toBe(1234.56);
    expect(mensagem(zReais, 1.005)).toBe('Valor inválido');
  });
});
