import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pesoDoArquivo } from '../../sequenciador';

describe('the weight a file of tests is run by', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sequenciador-'));
  const suite = `import { it } from 'vitest';\nexport function suite(): void {\n${"  it('x', () => {});\n".repeat(50)}}\n`;
  writeFileSync(join(dir, 'suite.ts'), suite);
  const ajudante = `export const esperar = () => ${'1 + '.repeat(200)}1;\n`;
  writeFileSync(join(dir, 'ajudante.ts'), ajudante);
  const umaLinha = "import { suite } from './suite';\nimport { esperar } from './ajudante';\nsuite();\n";
  writeFileSync(join(dir, 'tema.spec.ts'), umaLinha);
  const proprio = `import { it } from 'vitest';\nimport { esperar } from './ajudante';\n${"it('y', () => esperar());\n".repeat(10)}`;
  writeFileSync(join(dir, 'proprio.spec.ts'), proprio);

  it('counts the shared suite a one-line file runs, not a helper without tests', () => {
    expect(pesoDoArquivo(join(dir, 'tema.spec.ts'))).toBe(umaLinha.length + suite.length);
    expect(pesoDoArquivo(join(dir, 'proprio.spec.ts'))).toBe(proprio.length);
    expect(pesoDoArquivo(join(dir, 'tema.spec.ts'))).toBeGreaterThan(pesoDoArquivo(join(dir, 'proprio.spec.ts')));
  });
});
