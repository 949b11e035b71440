import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'var', 'coverage', 'public/mockServiceWorker.js', 'bench/baseline/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The house's one boundary: panel (src/) and server (server/) share only @retaguarda/contrato, and the
  // contract stands alone, so either side can be built, tested or replaced without the other.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+(server|contrato)(/|$)', message: 'O painel não importa o servidor; o que os dois partilham vem de @retaguarda/contrato.' }],
          // each route carries its schemas: a list of every endpoint would put every domain's into the first screen's JavaScript
          paths: [{ name: '@retaguarda/contrato/api/rotas', importNames: ['ROTAS', 'todasAsRotas'], message: 'Importe o grupo de rotas do domínio (rotas-pedidos, usuarios, …), não o registro inteiro.' }],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(src|contrato)(/|$)', message: 'O servidor não importa o painel; o que os dois partilham vem de @retaguarda/contrato.' }] }],
    },
  },
  {
    files: ['contrato/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(src|server)(/|$)|^(react|react-dom|ra-core|react-admin|@mui/.*|fastify|kysely|better-sqlite3|pg)$', message: 'O contrato não depende do painel nem do servidor.' }] }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
