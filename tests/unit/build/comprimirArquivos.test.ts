import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { comprimirArquivos } from '../../../build/comprimirArquivos';

const raiz = mkdtempSync(join(tmpdir(), 'retaguarda-comprimir-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

describe('build/comprimirArquivos (compressed copies beside the built files)', () => {
  it('writes a .br and a .gz of each text file that decompress to it, and none for files too small to gain', async () => {
    writeFileSync(join(raiz, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
    writeFileSync(join(raiz, 'main.js'), `console.log(${JSON.stringify('Retaguarda '.repeat(400))});\nimport('./pequeno.js').then((m) => m.ola());\n`);
    writeFileSync(join(raiz, 'pequeno.js'), "export const ola = () => console.log('oi');\n");
    await build({ root: raiz, configFile: false, logLevel: 'silent', plugins: [comprimirArquivos()], build: { outDir: 'dist' } });

    const assets = join(raiz, 'dist', 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const grande = js.find((f) => readFileSync(join(assets, f)).length >= 1024);
    const pequeno = js.find((f) => readFileSync(join(assets, f)).length < 1024);
    expect(grande && pequeno).toBeTruthy();
    const original = readFileSync(join(assets, grande!));
    expect(brotliDecompressSync(readFileSync(join(assets, `${grande}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(assets, `${grande}.gz`)))).toEqual(original);
    expect(readFileSync(join(assets, `${grande}.br`)).length).toBeLessThan(original.length / 5);
    expect(existsSync(join(assets, `${pequeno}.br`))).toBe(false);
  });
});
