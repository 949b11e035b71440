import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { colunasDaPlanilha } from '@retaguarda/contrato/recursos/planilha';
import { bancoSemeado, iniciarServidor, maquina } from '../lib/banco-bench';
import { rodarSeChamado } from '../lib/principal';

/**
 * The register import: a CSV of N clients (default 10,000, the row cap) into the demo
 * database, first the dry run (?simular=true), then the commit (one transaction, a history entry
 * each), and the export of the whole register that results (PUT /v2/logins/xlsx). Prints the time
 * of each and the server's peak RSS during each: the server runs in its own process as `npm start`
 * runs it (tsx), so the figure is the server's alone, not this script's seed and CSV; the peak is
 * Linux's own high-water mark (VmHWM), reset before each step, so none falls between two samples.
 * The sign-in's scrypt (128 MB on its own) is before and outside the figures. Linux only (/proc).
 * Goal: ≤ 10 s and ≤ 300 MB.
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

/** A line of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function statusBytes(pid: number, campo: 'VmRSS' | 'VmHWM'): number {
  const linha = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${campo}:`));
  return Number(/(\d+)/.exec(linha ?? '')?.[1] ?? 0) * 1024;
}

/**
 * The server process's peak RSS between `zerar` and `pico`: Linux's own high-water mark (VmHWM),
 * reset by writing 5 to /proc/<pid>/clear_refs, so no peak falls between two samples.
 */
function picoDoProcesso(pid: number): { zerar(): void; pico(): number } {
  return {
    zerar: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    pico: () => statusBytes(pid, 'VmHWM'),
  };
}

async function main(): Promise<number> {
  const n = Number(values.linhas);
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-importacao-'));
  try {
    const arquivo = bancoSemeado(join(dir, 'bench.db'), 1000, typeof values.db === 'string' ? values.db : undefined);
    console.log(`máquina: ${maquina()}`);
    const servidor = await iniciarServidor(arquivo);
    try {
      const cookie = await servidor.login('admin@retaguarda.dev');
      const corpo = planilha(n);
      const memoria = picoDoProcesso(servidor.pid);
      console.log(
        `planilha: ${n.toLocaleString('pt-BR')} clientes, ${(corpo.length / 1024 / 1024).toFixed(2)} MB de CSV; ` +
          `o servidor (processo próprio) antes: RSS ${mb(statusBytes(servidor.pid, 'VmRSS'))}, pico desde o início ${mb(statusBytes(servidor.pid, 'VmHWM'))}`,
      );
      const cabecalhos = { cookie, 'x-client-version': '1.0.1' };
      for (const simular of [true, false]) {
        memoria.zerar();
        const inicio = performance.now();
        const res = await fetch(`${servidor.url}/v2/logins/importacao${simular ? '?simular=true' : ''}`, {
          method: 'POST',
          headers: { ...cabecalhos, 'content-type': 'text/csv' },
          body: new Uint8Array(corpo),
        });
        const texto = await res.text();
        const segundos = (performance.now() - inicio) / 1000;
        const json = JSON.parse(texto) as { RES: { total_erros?: number } };
        console.log(`  ${simular ? 'simulação' : 'importação'}: ${segundos.toFixed(2)} s, HTTP ${res.status}, pico de RSS ${mb(memoria.pico())} — ${texto.slice(0, 120)}`);
        if (res.status !== 200 || (simular && (json.RES.total_erros ?? 0) > 0)) return 1;
      }
      memoria.zerar();
      const inicio = performance.now();
      const exportada = await fetch(`${servidor.url}/v2/logins/xlsx`, {
        method: 'PUT',
        headers: { ...cabecalhos, 'content-type': 'application/json' },
        body: JSON.stringify({ situacao: 'todos' }),
      });
      const bytes = (await exportada.arrayBuffer()).byteLength;
      const segundos = (performance.now() - inicio) / 1000;
      console.log(
        `  exportação de todos os clientes: ${segundos.toFixed(2)} s, HTTP ${exportada.status}, ${Number(exportada.headers.get('x-total-rows')).toLocaleString('pt-BR')} linhas, ` +
          `${(bytes / 1024 / 1024).toFixed(2)} MB, pico de RSS ${mb(memoria.pico())}`,
      );
    } finally {
      await servidor.parar();
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

rodarSeChamado(import.meta.url, main);
