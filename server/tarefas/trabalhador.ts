import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Banco } from '../db';
import type { OpcoesModulo } from '../contexto';
import { INICIO, type Posicao } from '../eventos/ler';
import { chaveDaJanela, janelaAtual, proximaJanela } from './agenda';
import type { ContextoTarefa, RegistroTarefa, TarefaDeclarada } from './definir';
import { despertadorDo, type Despertador } from './despertador';
import { enfileirar } from './enfileirar';
import { esperaAposFalha } from './espera';
import { concluirVarias, falhar, liberar, proximaDisponivel, recuperarExpiradas, reivindicar, renovar, textoDoErro, type JobReivindicado, type Posse } from './estados';
import { repassarEventos } from './repasse';

export interface OpcoesTrabalhador {
  banco: Banco;
  tarefas: readonly TarefaDeclarada[];
  modulo: OpcoesModulo;
  agora: () => Date;
  log: RegistroTarefa;
  /** This instance's name in the jobs it holds (default host:pid:random). */
  dono?: string;
  /** The draw of the backoff's jitter (tests pass a seeded one). */
  aleatorio?: () => number;
  /** Longest idle wait between polls (default: SQLite 100 ms, PostgreSQL 1 s, which NOTIFY wakes sooner). */
  intervaloMs?: number;
}

interface Execucao {
  posse: Posse;
  tipo: string;
  controle: AbortController;
  fim: Promise<void>;
}

interface Janela {
  atual: number;
  /** Recomputed when the clock reaches it. */
  proxima: number;
}

/** How long running jobs may take at shutdown before they are released (TAREFAS_ENCERRAMENTO_S). */
export const GRACE_PADRAO_MS = 30_000;

export const donoPadrao = (): string => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Runs the declared jobs: each pass enqueues the schedules' due windows, turns new events into
 * their subscribed jobs, takes back jobs whose worker died, and claims what this instance has free
 * slots for, highest priority first. Handlers run beside the loop; each renews its lease while it
 * runs. `ciclo()` is one pass, which tests drive with a clock they control; `iniciar()` loops,
 * sleeping until the next job is due, a NOTIFY (PostgreSQL) or the poll interval.
 */
export class Trabalhador {
  readonly dono: string;
  readonly #o: OpcoesTrabalhador;
  /** Declared priority first: a slot goes to the more urgent type. */
  readonly #ordem: TarefaDeclarada[];
  readonly #assinantes = new Map<string, TarefaDeclarada[]>();
  readonly #rodando = new Map<number, Execucao>();
  readonly #janelas = new Map<string, Janela>();
  readonly #despertador: Despertador;
  readonly #aleatorio: () => number;
  readonly #intervaloMs: number;
  #dicaEventos: Posicao = INICIO;
  #proxima: number | null = null;
  #parando = false;
  #laco: Promise<void> | null = null;
  #acordar: ((porVaga: boolean) => void) | null = null;
  /** Conclusions waiting for the next flush: one statement (one commit) for the jobs that ended together. */
  #aConcluir: { posse: Posse; feito: (concluida: boolean) => void; falhou: (erro: unknown) => void }[] = [];
  /** The clock's reading at the last full pass (schedules, relay, expired leases, next due). */
  #ultimoCompleto = Number.NEGATIVE_INFINITY;

  constructor(opcoes: OpcoesTrabalhador) {
    this.#o = opcoes;
    this.dono = opcoes.dono ?? donoPadrao();
    this.#ordem = [...opcoes.tarefas].sort((a, b) => b.prioridade - a.prioridade);
    for (const t of opcoes.tarefas) {
      if (t.aoEvento) this.#assinantes.set(t.aoEvento.tipo, [...(this.#assinantes.get(t.aoEvento.tipo) ?? []), t]);
    }
    this.#aleatorio = opcoes.aleatorio ?? Math.random;
    this.#intervaloMs = opcoes.intervaloMs ?? (opcoes.banco.tipo === 'postgres' ? 1_000 : 100);
    this.#despertador = despertadorDo(opcoes.banco, (erro) => opcoes.log.warn({ err: erro }, 'conexão de aviso das tarefas caiu; seguindo por consulta periódica'));
  }

  /** Jobs this instance is running now. */
  get emExecucao(): number {
    return this.#rodando.size;
  }

  /** One pass; returns how many jobs it started. */
  async ciclo(): Promise<number> {
    const db = this.#o.banco.kysely;
    const agora = this.#o.agora().getTime();
    this.#ultimoCompleto = agora;
    await this.#agendar(agora);
    if (this.#assinantes.size > 0) {
      const { posicao } = await repassarEventos(db, this.#assinantes, { agora, dica: this.#dicaEventos });
      this.#dicaEventos = posicao;
    }
    await recuperarExpiradas(db, agora);
    if (this.#parando) return 0;
    this.#proxima = await proximaDisponivel(db);
    if (this.#proxima === null || this.#proxima > agora) return 0;
    return this.#reivindicarVagas(agora);
  }

  /** Claims for every type with a free slot, highest declared priority first. */
  async #reivindicarVagas(agora: number): Promise<number> {
    const db = this.#o.banco.kysely;
    let iniciadas = 0;
    for (const tarefa of this.#ordem) {
      const livres = tarefa.concorrencia - this.#rodandoDo(tarefa.tipo);
      if (livres <= 0) continue;
      const jobs = await reivindicar(db, { tipo: tarefa.tipo, quantos: livres, dono: this.dono, agora, leaseMs: tarefa.leaseMs });
      for (const job of jobs) this.#executar(tarefa, job);
      iniciadas += jobs.length;
    }
    return iniciadas;
  }

  /** Passes until nothing is due and nothing runs (tests: the queue drained without timers). */
  async rodarAteOcioso(): Promise<void> {
    for (;;) {
      const iniciadas = await this.ciclo();
      if (this.#rodando.size > 0) {
        await Promise.race([...this.#rodando.values()].map((e) => e.fim));
        continue;
      }
      if (iniciadas === 0) return;
    }
  }

  iniciar(): void {
    if (this.#laco) return;
    this.#despertador.ouvir(() => this.#despertar()).catch((erro: unknown) => this.#o.log.warn({ err: erro }, 'sem aviso de novas tarefas; seguindo por consulta periódica'));
    this.#laco = this.#rodar();
  }

  /**
   * Stops claiming, waits for the running jobs up to `graceMs`, then aborts and releases the rest
   * to the queue (another worker runs them at once); nothing held is lost.
   */
  async parar(graceMs: number): Promise<void> {
    this.#parando = true;
    this.#despertar();
    await this.#laco;
    await this.#despertador.fechar();
    const restantes = [...this.#rodando.values()];
    if (restantes.length === 0) return;
    let prazo: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(restantes.map((e) => e.fim)),
      new Promise<void>((resolve) => (prazo = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(prazo);
    const agora = this.#o.agora().getTime();
    for (const e of this.#rodando.values()) {
      e.controle.abort();
      await liberar(this.#o.banco.kysely, e.posse, agora).catch((erro: unknown) => this.#o.log.error({ err: erro, tarefa: e.tipo }, 'falha ao devolver tarefa à fila'));
    }
  }

  /**
   * The loop. Woken because a job ended, with a full pass done less than a poll interval ago, it
   * only refills the free slots: under load a slot is refilled in one claim instead of a pass's
   * five reads, and the schedules, relay and leases are still seen every interval.
   */
  async #rodar(): Promise<void> {
    let porVaga = false;
    while (!this.#parando) {
      let iniciadas = 0;
      try {
        const agora = this.#o.agora().getTime();
        iniciadas = porVaga && agora - this.#ultimoCompleto < this.#intervaloMs ? await this.#reivindicarVagas(agora) : await this.ciclo();
      } catch (erro) {
        this.#o.log.error({ err: erro }, 'falha no ciclo das tarefas');
      }
      porVaga = false;
      if (iniciadas > 0 || this.#parando) continue;
      porVaga = await this.#dormir();
    }
  }

  /** Sleeps until the next due job, a wake-up or the poll interval; true when a job's end woke it. */
  #dormir(): Promise<boolean> {
    const agora = this.#o.agora().getTime();
    const ate = this.#proxima !== null && this.#proxima > agora ? this.#proxima - agora : this.#intervaloMs;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#acordar = null;
        resolve(false);
      }, Math.min(ate, this.#intervaloMs));
      this.#acordar = (porVaga) => {
        clearTimeout(timer);
        this.#acordar = null;
        resolve(porVaga);
      };
    });
  }

  #despertar(porVaga = false): void {
    this.#acordar?.(porVaga);
  }

  /** Concludes at the next turn of the event loop, with every other job that ended in this one. */
  #concluir(posse: Posse): Promise<boolean> {
    return new Promise((feito, falhou) => {
      if (this.#aConcluir.length === 0) setImmediate(() => void this.#gravarConclusoes());
      this.#aConcluir.push({ posse, feito, falhou });
    });
  }

  async #gravarConclusoes(): Promise<void> {
    const lote = this.#aConcluir;
    this.#aConcluir = [];
    try {
      const concluidas = await concluirVarias(this.#o.banco.kysely, lote.map((c) => c.posse), this.#o.agora().getTime());
      for (const c of lote) c.feito(concluidas.has(c.posse.id));
    } catch (erro) {
      for (const c of lote) c.falhou(erro);
    }
  }

  #rodandoDo(tipo: string): number {
    let n = 0;
    for (const e of this.#rodando.values()) if (e.tipo === tipo) n++;
    return n;
  }

  async #agendar(agora: number): Promise<void> {
    for (const tarefa of this.#ordem) {
      if (!tarefa.agenda) continue;
      const janela = this.#janelas.get(tarefa.tipo);
      if (janela && agora < janela.proxima) continue;
      const atual = janelaAtual(tarefa.agenda, agora);
      if (janela?.atual !== atual) {
        await enfileirar(this.#o.banco.kysely, tarefa, {}, { chave: chaveDaJanela(atual), idGrupo: null, agora });
      }
      this.#janelas.set(tarefa.tipo, { atual, proxima: proximaJanela(tarefa.agenda, agora) });
    }
  }

  #executar(tarefa: TarefaDeclarada, job: JobReivindicado): void {
    const db = this.#o.banco.kysely;
    const posse: Posse = { id: job.id, tentativas: job.tentativas, dono: this.dono };
    const controle = new AbortController();
    const log = this.#o.log;
    const renovacao = setInterval(() => {
      renovar(db, posse, this.#o.agora().getTime() + tarefa.leaseMs)
        .then((minha) => {
          if (!minha) controle.abort();
        })
        .catch((erro: unknown) => log.warn({ err: erro, tarefa: tarefa.tipo }, 'falha ao renovar o lease'));
    }, Math.max(1, Math.floor(tarefa.leaseMs / 3)));
    renovacao.unref();
    const contexto: ContextoTarefa = {
      chave: job.chave,
      tentativa: job.tentativas,
      idGrupo: job.id_grupo,
      db,
      agora: this.#o.agora,
      sinal: controle.signal,
      log,
      modulo: this.#o.modulo,
    };
    const fim = (async () => {
      try {
        await tarefa.executar(tarefa.payload.parse(JSON.parse(job.payload)), contexto);
        clearInterval(renovacao);
        await this.#concluir(posse);
      } catch (erro) {
        clearInterval(renovacao);
        // released at shutdown: the run is another worker's now
        if (controle.signal.aborted && this.#parando) return;
        const morta = job.tentativas >= job.maximo;
        const agora = this.#o.agora().getTime();
        // the message and the type only: payloads may speak of people
        log[morta ? 'error' : 'warn']({ tarefa: tarefa.tipo, id: job.id, tentativa: job.tentativas, erro: textoDoErro(erro) }, morta ? 'tarefa morta após a última tentativa' : 'tarefa falhou; nova tentativa agendada');
        await falhar(db, posse, { erro: textoDoErro(erro), agora, esperaMs: esperaAposFalha(job.tentativas, this.#aleatorio, tarefa.espera), morta });
      }
    })()
      .catch((erro: unknown) => log.error({ err: erro, tarefa: tarefa.tipo }, 'falha ao registrar o fim de uma tarefa (o lease a devolve)'))
      .finally(() => {
        clearInterval(renovacao);
        this.#rodando.delete(job.id);
        this.#despertar(true);
      });
    this.#rodando.set(job.id, { posse, tipo: tarefa.tipo, controle, fim });
  }
}
