import type { Random } from './random';

function digitoCpf(base: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < base.length; i++) soma += Number(base[i]) * (pesoInicial - i);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/** True when an 11-digit CPF has valid check digits (and is not a repeated digit). */
export function cpfValido(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return digitoCpf(cpf.slice(0, 9), 10) === Number(cpf[9]) && digitoCpf(cpf.slice(0, 10), 11) === Number(cpf[10]);
}

/** A random CPF (digits only) with valid check digits. */
export function gerarCpf(rnd: Random): string {
  let base = rnd.digits(9);
  if (/^(\d)\1{8}$/.test(base)) base = '12345678' + base[8];
  const d1 = digitoCpf(base, 10);
  const d2 = digitoCpf(base + d1, 11);
  return base + d1 + d2;
}

/** A CNPJ (digits only) with valid check digits for a given root and branch. */
export function gerarCnpj(raiz8: string, filial: number): string {
  const base = raiz8 + String(filial).padStart(4, '0');
  const dv = (b: string, pesos: number[]): number => {
    const soma = pesos.reduce((acc, p, i) => acc + Number(b[i]) * p, 0);
    const r = soma % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = dv(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + d1 + d2;
}
