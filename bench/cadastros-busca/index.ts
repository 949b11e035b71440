import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { formatCpf } from '@retaguarda/contrato/br/documentosExibicao';
import { latenciaSequencial } from '../api-orders/medir';
import { bancoSemeado, iniciarServidor, maquina } from '../lib/banco-bench';
import { ampliarCadastros } from '../lib/cadastros-grandes';

/**
 * The registers' search and list page with 100,000 clients and 50,000 products (the
 * demo seed grown by bench/lib/cadastros-grandes.ts): p50/p95/p99 of the generated list route,
 * PUT /v2/logins (the seed API's client endpoint) and PUT /v2/produtos/consulta, for a name
 * prefix, words of a name out of order (and a picker's options for them), a CPF (with and without
 * its mask), an EAN and a SKU, and for a list page; one
 * connection, the server in its own process. Goals: search p99 ≤ 20 ms, list page p99 ≤ 10 ms.
 * `--db <file>` reuses a database (grown again only if smaller). Prints figures; never fails on time.
 *
 *   npx tsx bench/cadastros-busca/index.ts [--clientes 100000] [--produtos 50000] [--seconds 5] [--db file.db]
 */
const { values } = parseArgs({
  strict: false,
  options: {
    clientes: { type: 'string', default: '100000' },
    produtos: { type: 'string', default: '50000' },
    orders: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '5' },
    db: { type: 'string' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-cadastros-'));
try {
  const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
  const ampliado = await ampliarCadastros(arquivo, { clientes: Number(values.clientes), produtos: Number(values.produtos) });
  console.log(`máquina: ${maquina()}`);
  console.log(`cadastros: ${ampliado.clientes.toLocaleString('pt-BR')} clientes, ${ampliado.produtos.toLocaleString('pt-BR')} produtos (ampliados em ${(ampliado.ms / 1000).toFixed(1)} s)`);

  // Keys from the middle of the registers, of the demo group (the one the bench user sees).
  const leitura = new BetterSqlite3(arquivo, { readonly: true });
  const um = <T>(sql: string) => leitura.prepare(sql).get() as T;
  const cliente = um<{ nome: string; cpf: string }>(
    "SELECT nome, cpf FROM clients WHERE id_grupo = 1 AND tipo_pessoa = 'fisica' AND ativo = 1 AND id > (SELECT MAX(id) / 2 FROM clients) ORDER BY id LIMIT 1",
  );
  const produto = um<{ nome: string; ean: string; sku: string }>('SELECT nome, ean, sku FROM products WHERE id_grupo = 1 AND ativo = 1 AND id > (SELECT MAX(id) / 2 FROM products) ORDER BY id LIMIT 1');
  const [primeiro, sobrenome] = cliente.nome.split(' ');
  // two words of the product's name, the last first (as 'vinho cropped' is typed)
  const palavrasProduto = produto.nome.split(' ').filter((p) => p.length >= 3);
  const produtoForaDeOrdem = `${palavrasProduto[palavrasProduto.length - 1]} ${palavrasProduto[0]}`;
  const contar = (sql: string, ...p: unknown[]) => leitura.prepare(sql).pluck().get(...p) as number;
  const comPrefixo = contar('SELECT COUNT(*) FROM clients WHERE id_grupo = 1 AND ativo = 1 AND nome LIKE ?', `${primeiro.slice(0, 3)}%`);
  leitura.close();
  console.log(`  clientes cujo nome começa por "${primeiro.slice(0, 3)}": ${comPrefixo.toLocaleString('pt-BR')}`);

  const servidor = await iniciarServidor(arquivo);
  try {
    const cookie = await servidor.login('admin@retaguarda.dev');
    const headers = { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' };
    const put = (caminho: string, corpo: object) => ({ url: `${servidor.url}${caminho}`, method: 'PUT' as const, headers, body: JSON.stringify(corpo) });
    const clientes = (corpo: object) => put('/v2/logins', corpo);
    const produtos = (corpo: object) => put('/v2/produtos/consulta', corpo);
    const opcoes = (busca: string) => ({ url: `${servidor.url}/v2/produtos/opcoes?busca=${encodeURIComponent(busca)}`, method: 'GET' as const, headers });
    const casos: [string, 'busca' | 'pagina', Parameters<typeof latenciaSequencial>[0]][] = [
      [`clientes: prefixo do nome, 3 letras ("${primeiro.slice(0, 3)}")`, 'busca', clientes({ busca: primeiro.slice(0, 3) })],
      [`clientes: nome e sobrenome ("${primeiro} ${sobrenome.slice(0, 3)}")`, 'busca', clientes({ busca: `${primeiro} ${sobrenome.slice(0, 3)}` })],
      [`clientes: sobrenome e nome, fora de ordem ("${sobrenome} ${primeiro}")`, 'busca', clientes({ busca: `${sobrenome} ${primeiro}` })],
      ['clientes: CPF com máscara', 'busca', clientes({ busca: formatCpf(cliente.cpf) })],
      ['clientes: CPF sem máscara', 'busca', clientes({ busca: cliente.cpf })],
      [`produtos: prefixo do nome ("${produto.nome.slice(0, 4)}")`, 'busca', produtos({ busca: produto.nome.slice(0, 4) })],
      [`produtos: duas palavras do nome, fora de ordem ("${produtoForaDeOrdem}")`, 'busca', produtos({ busca: produtoForaDeOrdem })],
      [`produtos: opções de um seletor, as mesmas palavras`, 'busca', opcoes(produtoForaDeOrdem)],
      ['produtos: EAN-13', 'busca', produtos({ busca: produto.ean })],
      ['produtos: SKU', 'busca', produtos({ busca: produto.sku })],
      ['clientes: página 1 da lista (25, por nome)', 'pagina', clientes({})],
      ['clientes: página 1 da lista (50, por nome)', 'pagina', clientes({ limit: 50 })],
      ['clientes: página 200 da lista (25, por nome)', 'pagina', clientes({ page: 200 })],
      ['produtos: página 1 da lista (25, por nome)', 'pagina', produtos({})],
      ['produtos: página 200 da lista (25, por nome)', 'pagina', produtos({ page: 200 })],
    ];
    for (const [nome, tipo, requisicao] of casos) {
      const r = await latenciaSequencial(requisicao, Number(values.seconds));
      const meta = tipo === 'busca' ? 20 : 10;
      console.log(`  ${nome}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${r.n} requisições; meta p99 ≤ ${meta} ms: ${r.p99 <= meta ? 'ok' : 'ACIMA'})`);
    }
  } finally {
    await servidor.parar();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
