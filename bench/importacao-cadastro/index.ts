import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { colunasDaPlanilha } from '@retaguarda/contrato/recursos/planilha';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { bancoSemeado, maquina } from '../lib/banco-bench';
import { rodarSeChamado } from '../lib/principal';

/**
 * The register import (issue 16): a CSV of N clients (default 10,000, the row cap) into the demo
 * database, first the dry run (?simular=true), then the commit (one transaction, a history entry
 * each), and the export of the whole register that results (PUT /v2/logins/xlsx). Prints the time of each and the process's peak RSS during each (the app runs in this
 * process, called through app.inject: the import's work, no socket; a thread samples the RSS every
 * 5 ms, since the import itself seldom lets a timer of this thread run; the sign-in's scrypt, which
 * takes 128 MB on its own, is before and outside the figures). Goal: ≤ 10 s and ≤ 300 MB.
 * `--db <file>` reuses a seeded database (it gains the clients). Prints figures; never fails on time.
 */
const { values } = parseArgs({ strict: false, options: { linhas: { type: 'string', default: '10000' }, db: { type: 'string' } } });

function digitoVerificador(base: string): number {
  let soma = 0;
  for (let i = 0; i < base.length; i++) soma += Number(base[i]) * (base.length + 1 - i);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}
/** A valid CPF from a 9-digit base (the 9xx… range: the demo seed's CPFs are elsewhere). */
function cpf(n: number): string {
  const base = String(900_000_000 + n);
  const d1 = digitoVerificador(base);
  return `${base}${d1}${digitoVerificador(`${base}${d1}`)}`;
}

const NOMES = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gisele', 'Hugo', 'Íris', 'João'];
const SOBRENOMES = ['Souza', 'Lima', 'Mendes', 'Rocha', 'Prado', 'Reis', 'Araújo', 'Conceição'];

/** The CSV a register's export-and-edit would produce: every writable column, ';' and a BOM. */
function planilha(linhas: number): Buffer {
  const colunas = colunasDaPlanilha(clientes).filter((c) => !c.somenteLeitura);
  const valor = (rotulo: string, i: number): string => {
    const nome = `${NOMES[i % NOMES.length]} ${SOBRENOMES[i % SOBRENOMES.length]} Importado ${i}`;
    const valores: Record<string, string> = {
      'Nome ou razão social': nome,
      'Tipo de pessoa': 'Pessoa física',
      'CPF/CNPJ': cpf(i),
      'Data de nascimento': `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${60 + (i % 40)}`,
      'E-mail': `importado${i}@exemplo.com.br`,
      Telefone: `(41) 9${String(80000000 + i).slice(0, 8)}`,
      'Endereço — CEP': '80010-000',
      'Endereço — Logradouro': 'Rua XV de Novembro',
      'Endereço — Número': String(i % 2000),
      'Endereço — Bairro': 'Centro',
      'Endereço — Cidade': 'Curitiba',
      'Endereço — UF': 'PR',
      'Aceita receber ofertas': i % 3 === 0 ? 'Sim' : 'Não',
      Observações: i % 10 === 0 ? 'Cliente importado da planilha antiga' : '',
    };
    return valores[rotulo] ?? '';
  };
  const texto = [colunas.map((c) => c.rotulo).join(';'), ...Array.from({ length: linhas }, (_, i) => colunas.map((c) => valor(c.rotulo, i)).join(';'))].join('\r\n');
  return Buffer.from(`\uFEFF${texto}`, 'utf8');
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The process's highest RSS (in KB) since the last `zerar`, sampled by a thread of its own. */
function amostrador(): { zerar(): void; picoBytes(): number; parar(): Promise<number> } {
  const pico = new Int32Array(new SharedArrayBuffer(4));
  const w = new Worker(
    `const { workerData } = require('node:worker_threads');
     setInterval(() => { const kb = Math.round(process.memoryUsage.rss() / 1024); if (kb > Atomics.load(workerData, 0)) Atomics.store(workerData, 0, kb); }, 5);`,
    { eval: true, workerData: pico },
  );
  return {
    zerar: () => Atomics.store(pico, 0, Math.round(process.memoryUsage.rss() / 1024)),
    picoBytes: () => Atomics.load(pico, 0) * 1024,
    parar: () => w.terminate(),
  };
}

async function main(): Promise<number> {
  const n = Number(values.linhas);
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-importacao-'));
  try {
    const arquivo = bancoSemeado(join(dir, 'bench.db'), 1000, typeof values.db === 'string' ? values.db : undefined);
    console.log(`máquina: ${maquina()}`);
    const db = openDatabase(`sqlite:${arquivo}`);
    const app = await buildApp({ db, cookieSecure: false, logger: false, conferirRespostas: false });
    try {
      const login = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: { 'x-client-version': '1.0.1' }, payload: { email: 'admin@retaguarda.dev', senha: 'retaguarda' } });
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const corpo = planilha(n);
      const rss = amostrador();
      console.log(`planilha: ${n.toLocaleString('pt-BR')} clientes, ${(corpo.length / 1024 / 1024).toFixed(2)} MB de CSV; RSS do processo antes: ${mb(process.memoryUsage.rss())}`);
      const enviar = (simular: boolean) =>
        app.inject({
          method: 'POST',
          url: `/v2/logins/importacao${simular ? '?simular=true' : ''}`,
          headers: { cookie, 'x-client-version': '1.0.1', 'content-type': 'text/csv' },
          payload: corpo,
        });
      for (const simular of [true, false]) {
        rss.zerar();
        const inicio = performance.now();
        const res = await enviar(simular);
        const segundos = (performance.now() - inicio) / 1000;
        const resumo = simular ? JSON.stringify(res.json().RES).slice(0, 120) : res.body.slice(0, 120);
        console.log(`  ${simular ? 'simulação' : 'importação'}: ${segundos.toFixed(2)} s, HTTP ${res.statusCode}, pico de RSS ${mb(rss.picoBytes())} — ${resumo}`);
        if (res.statusCode !== 200 || (simular && res.json().RES.total_erros > 0)) return 1;
      }
      rss.zerar();
      const inicio = performance.now();
      const exportada = await app.inject({
        method: 'PUT',
        url: '/v2/logins/xlsx',
        headers: { cookie, 'x-client-version': '1.0.1', 'content-type': 'application/json' },
        payload: { situacao: 'todos' },
      });
      const segundos = (performance.now() - inicio) / 1000;
      console.log(
        `  exportação de todos os clientes: ${segundos.toFixed(2)} s, HTTP ${exportada.statusCode}, ${Number(exportada.headers['x-total-rows']).toLocaleString('pt-BR')} linhas, ` +
          `${(exportada.rawPayload.length / 1024 / 1024).toFixed(2)} MB, pico de RSS ${mb(rss.picoBytes())}`,
      );
      await rss.parar();
    } finally {
      await app.close();
      await db.close();
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

rodarSeChamado(import.meta.url, main);
