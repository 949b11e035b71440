import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const SCRYPT_OWASP: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * A deliberately cheap cost for automated tests only (thousands of logins per run). Never use it
 * in a running server: buildApp and seedDemo take it only through an explicit option.
 */
export const SCRYPT_TESTES: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

const KEYLEN = 32;

function derive(senha: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes or Node refuses the OWASP cost.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(senha.normalize('NFC'), salt, KEYLEN, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Self-describing hash: scrypt$N$r$p$salt$hash (base64), so the cost can change later. */
export async function hashSenha(senha: string, params: ScryptParams = SCRYPT_OWASP): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(senha, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash this module wrote; anything else (a password not set yet, '!definir') can never match. */
export const ehHashDeSenha = (hash: string): boolean => hash.startsWith('scrypt$');

export async function verificarSenha(senha: string, hash: string): Promise<boolean> {
  const partes = hash.split('$');
  if (partes.length !== 6 || partes[0] !== 'scrypt') return false;
  const [N, r, p] = partes.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const esperado = Buffer.from(partes[5], 'base64');
  const key = await derive(senha, Buffer.from(partes[4], 'base64'), { N, r, p });
  return key.length === esperado.length && timingSafeEqual(key, esperado);
}
