import type { Faker } from '@faker-js/faker';
import type { Escrita } from './escrita';
import { CIDADES_DEMO, LOGRADOUROS_DEMO, type CidadeDemo } from './cidades';
import { gerarCnpj, gerarCpf } from './documentos';
import { Random } from './random';

/** The demo group (the demo sellers') and the other group (seller 5). */
const GRUPO_DEMO = 1;
const OUTRO_GRUPO = 2;
/** The demo group registers at least this many clients, with orders or not. */
export const MINIMO_CLIENTES_GRUPO_DEMO = 5000;

/**
 * Where the clients are: ids 1..comPedidos are the demo group's clients the orders draw from (as
 * before the register), then the demo group's clients without orders, then the other group's.
 */
export interface ClientesDemo {
  comPedidos: number;
  total: number;
  outroGrupo: { primeiro: number; quantidade: number };
  /** The client of an order of a seller of `grupo`, from the draw 1..comPedidos. */
  doGrupo(grupo: number, sorteado: number): number;
}

const RAMOS = [
  'Padaria', 'Mercadinho', 'Comercial', 'Distribuidora', 'Papelaria', 'Farmácia', 'Auto Peças', 'Oficina', 'Construtora',
  'Restaurante', 'Ótica', 'Livraria', 'Floricultura', 'Pet Shop', 'Academia', 'Clínica', 'Contabilidade', 'Transportadora',
];
const COMPLEMENTOS = ['Apto 12', 'Apto 304', 'Apto 71, bloco B', 'Casa 2', 'Fundos', 'Sala 1203', 'Conjunto 45'];
const OBSERVACOES = [
  'Prefere contato por WhatsApp.', 'Entregar somente em horário comercial.', 'Cliente desde a inauguração da loja.',
  'Pediu nota fiscal com CNPJ em compras futuras.', 'Prefere retirar na loja.',
];
const DIA_MS = 86_400_000;
const PESOS_CIDADES = CIDADES_DEMO.map((c) => [c, c.peso] as const);
const PESOS_CIDADES_OUTRO_GRUPO = CIDADES_DEMO.map((c) => [c, c.cidade === 'Campinas' ? 200 : c.peso] as const);

const COLUNAS = [
  'id', 'id_grupo', 'nome', 'tipo_pessoa', 'cpf', 'ie', 'nascimento', 'email', 'telefone', 'telefone2', 'endereco_cep',
  'endereco_logradouro', 'endereco_numero', 'endereco_complemento', 'endereco_bairro', 'endereco_cidade', 'endereco_uf',
  'consentimento_marketing', 'consentimento_em', 'observacoes', 'ativo', 'version', 'criado_em', 'atualizado_em',
];

/** What the orders' random stream draws for a client with orders (kept so the orders stay as they were). */
interface Sorteio {
  cpf: string;
  nome: string;
  celular: string;
}

const slug = (faker: Faker, nome: string) => faker.helpers.slugify(nome).toLowerCase().replace(/[^a-z0-9-]/g, '').slice(0, 30);
const dia = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Inserts the demo clients. The names and CPFs of the ones the orders draw come from the seed's
 * main streams exactly as before the register had more than name, CPF, e-mail and phone;
 * everything else (addresses, birth dates, consent, the clients without orders, the companies
 * among them, the other group's) comes from streams of its own, so the products and orders drawn
 * after them do not change.
 */
export async function inserirClientes(db: Escrita, faker: Faker, rnd: Random, comPedidos: number, agora: number, semente: number): Promise<ClientesDemo> {
  const sorteios: Sorteio[] = [];
  const usados = new Set<string>();
  for (let id = 1; id <= comPedidos; id++) {
    let cpf = gerarCpf(rnd);
    while (usados.has(cpf)) cpf = gerarCpf(rnd);
    usados.add(cpf);
    const nome = faker.person.fullName();
    // The area code drawn here is replaced by the city's (some drawn ones do not exist).
    rnd.int(11, 99);
    sorteios.push({ cpf, nome, celular: `9${rnd.digits(4)}${rnd.digits(4)}` });
  }

  const rx = new Random(semente ^ 0xc11e);
  // Names from the locale's lists drawn with rx: faker's fullName would be most of the seed's time
  // for thousands of clients, and would move faker's own stream.
  const { first_name: primeiros, last_name: ultimos } = faker.definitions.person;
  const prenomes = [...(primeiros?.female ?? []), ...(primeiros?.male ?? [])];
  const sobrenomes = ultimos?.generic ?? [];
  const sobrenome = () => rx.pick(sobrenomes);
  const pessoa = () => `${rx.pick(prenomes)} ${rx.chance(0.4) ? `${sobrenome()} ` : ''}${sobrenome()}`;
  const semPedidos = Math.max(0, MINIMO_CLIENTES_GRUPO_DEMO - comPedidos);
  const outroGrupo = { primeiro: comPedidos + semPedidos + 1, quantidade: Math.max(300, Math.round(comPedidos * 0.15)) };
  const total = outroGrupo.primeiro + outroGrupo.quantidade - 1;
  // The NFC-e names its buyer by CPF only (modulos/pedidos/nfce/xml.ts), so every client an order
  // draws is a person; companies, about a tenth of the register, are among the others.
  const chanceEmpresa = semPedidos === 0 ? 0 : Math.min(0.25, (0.1 * total) / semPedidos);
  const linhas: unknown[][] = [];
  for (let id = 1; id <= total; id++) {
    const sorteio = sorteios[id - 1] as Sorteio | undefined;
    const grupo = id < outroGrupo.primeiro ? GRUPO_DEMO : OUTRO_GRUPO;
    const juridica = !sorteio && grupo === GRUPO_DEMO && rx.chance(chanceEmpresa);
    let documento = sorteio?.cpf ?? '';
    if (!sorteio) {
      do documento = juridica ? gerarCnpj(rx.digits(8), rx.int(1, 12)) : gerarCpf(rx);
      while (usados.has(documento));
      usados.add(documento);
    }
    const nome = juridica ? `${rx.pick(RAMOS)} ${sobrenome()}` : (sorteio?.nome ?? pessoa());
    const cidade: CidadeDemo = rx.weighted(grupo === GRUPO_DEMO ? PESOS_CIDADES : PESOS_CIDADES_OUTRO_GRUPO);
    const celular = sorteio?.celular ?? `9${rx.digits(8)}`;
    const telefone2 = rx.chance(0.2) ? `${cidade.ddd}${rx.int(2, 5)}${rx.digits(7)}` : null;
    // Clients with orders were registered before the 18 months of orders; the others any time in the last four years.
    const criado = sorteio ? agora - (550 + rx.int(0, 900)) * DIA_MS - rx.int(0, DIA_MS) : agora - rx.int(0, 1460 * DIA_MS);
    const atualizado = rx.chance(0.5) ? criado : criado + rx.int(0, agora - criado);
    const consentiu = rx.chance(0.4);
    const endereco = rx.chance(0.7)
      ? [
          String(rx.int(cidade.cep[0], cidade.cep[1])).padStart(5, '0') + rx.digits(3),
          rx.pick(LOGRADOUROS_DEMO),
          String(rx.int(1, 3999)),
          rx.chance(0.3) ? rx.pick(COMPLEMENTOS) : null,
          rx.pick(cidade.bairros),
          cidade.cidade,
          cidade.uf,
        ]
      : [null, null, null, null, null, null, null];
    linhas.push([
      id,
      grupo,
      nome,
      juridica ? 'juridica' : 'fisica',
      documento,
      juridica && rx.chance(0.6) ? rx.digits(12) : null,
      !juridica && rx.chance(0.85) ? dia(agora - rx.int(18 * 365, 80 * 365) * DIA_MS) : null,
      `${slug(faker, nome) || 'cliente'}.${id}@exemplo.com.br`,
      cidade.ddd + celular,
      telefone2,
      ...endereco,
      consentiu ? 1 : 0,
      consentiu ? criado + rx.int(0, atualizado - criado) : null,
      rx.chance(0.05) ? rx.pick(OBSERVACOES) : null,
      // A few clients without orders were inactivated.
      sorteio || !rx.chance(0.03) ? 1 : 0,
      1,
      criado,
      atualizado,
    ]);
  }
  await db.inserir('clients', COLUNAS, linhas);
  return {
    comPedidos,
    total,
    outroGrupo,
    doGrupo: (grupo, sorteado) => (grupo === GRUPO_DEMO ? sorteado : outroGrupo.primeiro + ((sorteado - 1) % outroGrupo.quantidade)),
  };
}
