// The import boundaries that ESLint's no-restricted-imports cannot see: a circle is a property of the
// whole graph, and a package import (@retaguarda/contrato) only shows where it leads once resolved.
// `npm run deps` checks src/, server/ and contrato/ against these rules; any violation fails `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'registro-sem-circulo',
      comment:
        'Nada do que o registro de módulos carrega (nem por import() sob demanda) volta a importá-lo: ' +
        'o circuito junta as telas de todos os módulos, e a ordem de avaliação passa a depender de quem carrega primeiro.',
      severity: 'error',
      from: {},
      // dynamic imports count: a circle through the registry closes through the screens' lazy import()s
      to: { circular: true, via: { path: '^src/registro/' } },
    },
    {
      name: 'contrato-sem-painel-nem-servidor',
      comment: 'O contrato não depende do painel nem do servidor: os dois o leem, ele não lê nenhum.',
      severity: 'error',
      from: { path: '^contrato/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'painel-sem-servidor',
      comment: 'O painel não importa o servidor; o que os dois partilham vem de @retaguarda/contrato.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'servidor-sem-painel',
      comment: 'O servidor não importa o painel; o que os dois partilham vem de @retaguarda/contrato.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // a type-only import is erased by the compiler, so it cannot close a circle at run time
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    // @retaguarda/contrato is a workspace symlink into contrato/ whose `exports` map to .ts files;
    // following the symlink (the default) and the `exports` field puts its files under contrato/
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
