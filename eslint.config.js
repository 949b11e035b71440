import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FRONTEIRA_DO_PAINEL = { regex: '^(\\.\\./)+(server|contrato)(/|$)', message: 'O painel não importa o servidor; o que os dois partilham vem de @retaguarda/contrato.' };
// A call that skips the channel sends a body nobody checked and reads an answer nobody parsed.
const CHAMADAS_SEM_CANAL = {
  regex: '(^|/)http(/(index|client|rota))?$',
  importNames: ['request', 'requestJson', 'requestRota', 'requestRotaJson'],
  message:
    'Call the API through the typed channel: useCanal().chamar / baixar inside a component or hook, chamar / baixar from src/http/canal outside React. The raw request functions are private to src/http/ and src/dataProvider/.',
};

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
    rules: { 'no-restricted-imports': ['error', { patterns: [FRONTEIRA_DO_PAINEL, CHAMADAS_SEM_CANAL]}] },
  },
  // Where the raw calls live: the client itself and the data providers (the register engine's still
  // builds its requests by hand, paths with query strings and a spreadsheet's bytes).
  {
    files: ['src/http/**/*.ts', 'src/dataProvider/**/*.ts', 'src/motorCadastros/dados/provedorDoRecurso.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FRONTEIRA_DO_PAINEL]}] },
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
  // Recurring work is a scheduled job (server/tarefas: defineTarefa with agenda), which runs once per
  // window across instances and survives a restart; a module's own interval does neither.
  {
    files: ['server/modulos/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'setInterval', message: 'Trabalho recorrente é uma tarefa agendada (defineTarefa com agenda em server/modulos/<modulo>/tarefas.ts), não um timer do módulo.' }] },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
