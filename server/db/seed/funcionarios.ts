import { base, Faker, pt_BR } from '@faker-js/faker';
import type { Escrita } from './escrita';
import type { SellerDemo } from './cadastros';
import { CIDADES_DEMO, LOGRADOUROS_DEMO } from './cidades';
import { gerarCpf } from './documentos';
import { Random } from './random';

const DIA_MS = 86_400_000;

/** A role as the register writes it for a man and for a woman. */
type Cargo = readonly [string, string];
const neutro = (c: string): Cargo => [c, c];

/** Who works where: [seller id, role, how many]. The office (buying, finance, HR) sits at the first store. */
const QUADRO: readonly (readonly [number, Cargo, number])[] = [
  [1, neutro('Gerente de loja'), 1],
  [1, neutro('Subgerente'), 1],
  [1, ['Vendedor', 'Vendedora'], 6],
  [1, neutro('Caixa'), 2],
  [1, neutro('Estoquista'), 1],
  [1, ['Analista financeiro', 'Analista financeira'], 2],
  [1, ['Comprador', 'Compradora'], 2],
  [1, neutro('Analista de RH'), 1],
  [1, ['Assistente administrativo', 'Assistente administrativa'], 1],
  [2, neutro('Gerente de loja'), 1],
  [2, neutro('Subgerente'), 1],
  [2, ['Vendedor', 'Vendedora'], 6],
  [2, neutro('Caixa'), 2],
  [2, neutro('Estoquista'), 1],
  [3, ['Coordenador de e-commerce', 'Coordenadora de e-commerce'], 1],
  [3, neutro('Analista de e-commerce'), 2],
  [3, neutro('Atendente de SAC'), 2],
  [3, ['Separador de pedidos', 'Separadora de pedidos'], 3],
  [3, neutro('Estoquista'), 1],
  [4, ['Supervisor de loja', 'Supervisora de loja'], 1],
  [4, ['Repositor', 'Repositora'], 2],
];

/** The cities the staff live in: São Paulo and Guarulhos, where the stores are. */
const CIDADES = CIDADES_DEMO.filter((c) => c.cidade === 'São Paulo' || c.cidade === 'Guarulhos');

const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');
const dia = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Inserts the demo group's 40 employees at its stores: valid CPFs, roles, admission dates (the
 * managers the longest there), corporate e-mails, phones and addresses. A stream of its own.
 */
export async function inserirFuncionarios(db: Escrita, sellers: readonly SellerDemo[], agora: number, semente: number): Promise<number> {
  const rx = new Random(semente ^ 0xf0c1);
  const fx = new Faker({ locale: [pt_BR, base], seed: semente ^ 0xf0c1 });
  const cpfs = new Set<string>();
  const emails = new Set<string>();
  const linhas: unknown[][] = [];
  let id = 0;
  for (const [seller, [masculino, feminino], quantos] of QUADRO) {
    const loja = sellers.find((s) => s.id === seller);
    if (!loja) continue;
    for (let i = 0; i < quantos; i++) {
      id++;
      const mulher = rx.chance(0.55);
      const primeiro = fx.person.firstName(mulher ? 'female' : 'male');
      const sobrenome = `${fx.person.lastName()} ${fx.person.lastName()}`;
      let cpf = gerarCpf(rx);
      while (cpfs.has(cpf)) cpf = gerarCpf(rx);
      cpfs.add(cpf);
      let email = `${slug(primeiro)}.${slug(sobrenome.split(' ')[1])}@retaguarda.com.br`;
      if (emails.has(email)) email = email.replace('@', `${id}@`);
      emails.add(email);
      const lider = /Gerente|Coordena|Supervis/.test(masculino);
      const admissao = agora - (lider ? rx.int(900, 3600) : rx.int(20, 2200)) * DIA_MS;
      const cidade = rx.pick(CIDADES);
      linhas.push([
        id, loja.id_grupo, `${primeiro} ${sobrenome}`, cpf, dia(admissao - rx.int(18 * 365, 45 * 365) * DIA_MS), mulher ? feminino : masculino, loja.id,
        dia(admissao), email, `${cidade.ddd}9${rx.digits(8)}`,
        String(rx.int(cidade.cep[0], cidade.cep[1])).padStart(5, '0') + rx.digits(3), rx.pick(LOGRADOUROS_DEMO), String(rx.int(1, 3999)),
        rx.chance(0.35) ? `Apto ${rx.int(1, 24)}${rx.int(1, 4)}` : null, rx.pick(cidade.bairros), cidade.cidade, cidade.uf,
        // Two who left the company stay in the register, inactive.
        id === 12 || id === 31 ? 0 : 1, 1, admissao, admissao + rx.int(0, agora - admissao),
      ]);
    }
  }
  await db.inserir(
    'funcionarios',
    [
      'id', 'id_grupo', 'nome', 'cpf', 'nascimento', 'cargo', 'loja', 'admissao', 'email', 'telefone', 'endereco_cep', 'endereco_logradouro',
      'endereco_numero', 'endereco_complemento', 'endereco_bairro', 'endereco_cidade', 'endereco_uf', 'ativo', 'version', 'criado_em', 'atualizado_em',
    ],
    linhas,
  );
  return linhas.length;
}
