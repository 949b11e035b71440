import { base, Faker, pt_BR } from '@faker-js/faker';
import type { Escrita } from './escrita';
import { LOGRADOUROS_DEMO } from './cidades';
import { gerarCnpj } from './documentos';
import { Random } from './random';

export const FORNECEDORES_DEMO = 300;
const GRUPO_DEMO = 1;
const DIA_MS = 86_400_000;

interface PoloDemo {
  cidade: string;
  uf: string;
  ddd: string;
  /** First and last five-digit CEP prefix. */
  cep: readonly [number, number];
  bairros: readonly string[];
  /** Digits of the state registration (inscrição estadual) there. */
  ie: number;
}

/** Where Brazil makes what the demo retailer sells: textile, jeans, shoe, leather and ceramics towns, and São Paulo's wholesale districts. */
const POLOS: Readonly<Record<string, PoloDemo>> = {
  blumenau: { cidade: 'Blumenau', uf: 'SC', ddd: '47', cep: [89010, 89099], bairros: ['Itoupava Norte', 'Velha', 'Garcia', 'Distrito Industrial'], ie: 9 },
  brusque: { cidade: 'Brusque', uf: 'SC', ddd: '47', cep: [88350, 88359], bairros: ['Centro', 'Santa Terezinha', 'Águas Claras'], ie: 9 },
  jaragua: { cidade: 'Jaraguá do Sul', uf: 'SC', ddd: '47', cep: [89250, 89269], bairros: ['Centro', 'Vila Lalau', 'Czerniewicz'], ie: 9 },
  americana: { cidade: 'Americana', uf: 'SP', ddd: '19', cep: [13465, 13479], bairros: ['Centro', 'Jardim Ipiranga', 'Vila Santa Catarina'], ie: 12 },
  toritama: { cidade: 'Toritama', uf: 'PE', ddd: '81', cep: [55125, 55125], bairros: ['Centro', 'Parque das Feiras'], ie: 9 },
  saoPaulo: { cidade: 'São Paulo', uf: 'SP', ddd: '11', cep: [1000, 3999], bairros: ['Brás', 'Bom Retiro', 'Pari', 'Mooca', 'Barra Funda'], ie: 12 },
  franca: { cidade: 'Franca', uf: 'SP', ddd: '16', cep: [14400, 14414], bairros: ['Centro', 'Distrito Industrial', 'Jardim Paulistano'], ie: 12 },
  birigui: { cidade: 'Birigui', uf: 'SP', ddd: '18', cep: [16200, 16204], bairros: ['Centro', 'Jardim Stábile', 'Distrito Industrial'], ie: 12 },
  novoHamburgo: { cidade: 'Novo Hamburgo', uf: 'RS', ddd: '51', cep: [93310, 93548], bairros: ['Centro', 'Hamburgo Velho', 'Canudos'], ie: 10 },
  novaSerrana: { cidade: 'Nova Serrana', uf: 'MG', ddd: '37', cep: [35520, 35520], bairros: ['Centro', 'Frei Paulo', 'Planalto'], ie: 13 },
  portoFerreira: { cidade: 'Porto Ferreira', uf: 'SP', ddd: '19', cep: [13660, 13669], bairros: ['Centro', 'Jardim Anésia', 'Vila Maria'], ie: 12 },
  carlosBarbosa: { cidade: 'Carlos Barbosa', uf: 'RS', ddd: '54', cep: [95185, 95185], bairros: ['Centro', 'Aurora'], ie: 10 },
  limeira: { cidade: 'Limeira', uf: 'SP', ddd: '19', cep: [13480, 13489], bairros: ['Centro', 'Jardim Nova Itália', 'Boa Vista'], ie: 12 },
};

interface Segmento {
  /** The word that opens the trade name. */
  tipos: readonly string[];
  polos: readonly (keyof typeof POLOS)[];
  /** What follows the name in the legal name. */
  razao: readonly string[];
  peso: number;
}

const SEGMENTOS: readonly Segmento[] = [
  { tipos: ['Malharia', 'Confecções', 'Têxtil', 'Tecelagem'], polos: ['blumenau', 'brusque', 'jaragua', 'americana', 'saoPaulo'], razao: ['Indústria e Comércio de Confecções Ltda.', 'Indústria Têxtil Ltda.', 'Malharia e Confecções Ltda.'], peso: 30 },
  { tipos: ['Jeans', 'Jeanswear', 'Lavanderia e Confecções'], polos: ['toritama', 'saoPaulo', 'americana'], razao: ['Confecções Ltda.', 'Indústria de Jeans Ltda.'], peso: 10 },
  { tipos: ['Moda', 'Atacado'], polos: ['saoPaulo'], razao: ['Comércio de Roupas Ltda.', 'Comércio Atacadista de Vestuário Ltda.'], peso: 14 },
  { tipos: ['Calçados', 'Indústria de Calçados'], polos: ['franca', 'birigui', 'novoHamburgo', 'novaSerrana'], razao: ['Indústria de Calçados Ltda.', 'Calçados Ltda.', 'Calçados S.A.'], peso: 16 },
  { tipos: ['Couros', 'Bolsas', 'Artefatos de Couro'], polos: ['franca', 'novoHamburgo', 'saoPaulo'], razao: ['Artefatos de Couro Ltda.', 'Comércio de Bolsas Ltda.'], peso: 8 },
  { tipos: ['Bijuterias', 'Folheados', 'Acessórios'], polos: ['limeira', 'saoPaulo'], razao: ['Bijuterias Ltda.', 'Comércio de Acessórios Ltda.'], peso: 7 },
  { tipos: ['Cama, Mesa e Banho', 'Têxtil Lar'], polos: ['blumenau', 'brusque', 'americana'], razao: ['Indústria Têxtil Ltda.', 'Têxteis para o Lar Ltda.'], peso: 8 },
  { tipos: ['Cerâmica', 'Porcelanas'], polos: ['portoFerreira'], razao: ['Cerâmica Artística Ltda.', 'Indústria Cerâmica Ltda.'], peso: 4 },
  { tipos: ['Utilidades', 'Metalúrgica'], polos: ['carlosBarbosa', 'saoPaulo'], razao: ['Utilidades Domésticas Ltda.', 'Indústria Metalúrgica S.A.'], peso: 3 },
  { tipos: ['Embalagens', 'Etiquetas'], polos: ['saoPaulo', 'blumenau'], razao: ['Embalagens Ltda.', 'Indústria Gráfica e de Etiquetas Ltda.'], peso: 4 },
];

const NOMES = [
  'Santa Clara', 'Vale Verde', 'São Bento', 'Três Rios', 'Boa Vista', 'Esperança', 'Estrela', 'Aliança', 'Primavera', 'Horizonte',
  'Itajaí', 'Sul Brasil', 'Bandeirante', 'Paulista', 'Atlântico', 'Serra Gaúcha', 'Girassol', 'Aurora', 'Real', 'Imperial',
  'Nova Era', 'Monte Alegre', 'Rio Claro', 'Tupi', 'Guarani', 'Ipiranga', 'Jequitibá', 'Araucária', 'Pioneira', 'Família',
];

/** Payment terms as they are written on an order, with their average term in days. */
const CONDICOES: readonly (readonly [number, string, number])[] = [
  [0, 'À vista, Pix ou transferência (3% de desconto)', 5],
  [21, '21 dias, boleto', 8],
  [28, '28 dias, boleto', 20],
  [30, '30 dias, boleto', 15],
  [35, '28/42 dias, boleto', 12],
  [45, '30/60 dias, boleto', 18],
  [60, '30/60/90 dias, boleto', 14],
  [90, '60/90/120 dias, boleto', 5],
  [30, '30 dias, duplicata', 3],
];

const OBSERVACOES = [
  'Entrega em até 15 dias úteis após o pedido.', 'Frete CIF para pedidos acima do mínimo.', 'Coleções lançadas em fevereiro e agosto.',
  'Aceita devolução de peças com defeito em até 30 dias.', 'Representante visita as lojas a cada trimestre.', 'Exige pedido por e-mail com CNPJ da loja.',
];

const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Inserts the demo group's 300 suppliers: valid CNPJs, trade and legal names, contacts, addresses, terms. From a stream of its own. */
export async function inserirFornecedores(db: Escrita, agora: number, semente: number): Promise<number> {
  const rx = new Random(semente ^ 0xf02e);
  const fx = new Faker({ locale: [pt_BR, base], seed: semente ^ 0xf02e });
  const cnpjs = new Set<string>();
  const nomes = new Set<string>();
  const linhas: unknown[][] = [];
  for (let id = 1; id <= FORNECEDORES_DEMO; id++) {
    const seg = rx.weighted(SEGMENTOS.map((s) => [s, s.peso] as const));
    let fantasia = '';
    let nome = '';
    do {
      nome = rx.chance(0.6) ? rx.pick(NOMES) : fx.person.lastName();
      fantasia = `${rx.pick(seg.tipos)} ${nome}`;
    } while (nomes.has(fantasia));
    nomes.add(fantasia);
    let cnpj = '';
    do cnpj = gerarCnpj(rx.digits(8), rx.chance(0.85) ? 1 : rx.int(2, 9));
    while (cnpjs.has(cnpj));
    cnpjs.add(cnpj);
    const polo = POLOS[rx.pick(seg.polos)];
    const contato = fx.person.fullName();
    const [prazo, condicoes] = rx.weighted(CONDICOES.map(([p, c, w]) => [[p, c] as const, w] as const));
    const criado = agora - rx.int(30, 6 * 365) * DIA_MS - rx.int(0, DIA_MS);
    linhas.push([
      id, GRUPO_DEMO, fantasia, `${nome} ${rx.pick(seg.razao)}`, cnpj, rx.chance(0.95) ? rx.digits(polo.ie) : 'ISENTO', contato,
      `${rx.pick(['comercial', 'vendas', 'atendimento', slug(contato.split(' ')[0])])}@${slug(fantasia)}.com.br`,
      `${polo.ddd}${rx.int(2, 3)}${rx.digits(7)}`,
      rx.chance(0.6) ? `${polo.ddd}9${rx.digits(8)}` : null,
      String(rx.int(polo.cep[0], polo.cep[1])).padStart(5, '0') + rx.digits(3), rx.pick(LOGRADOUROS_DEMO), String(rx.int(10, 4500)),
      rx.chance(0.3) ? rx.pick(['Galpão 2', 'Sala 3', 'Bloco B', 'Fundos', 'Lote 7']) : null, rx.pick(polo.bairros), polo.cidade, polo.uf,
      prazo, condicoes, rx.chance(0.75) ? rx.pick([300, 500, 800, 1000, 1500, 2000, 3000, 5000, 10000]) * 100 : null,
      rx.chance(0.15) ? rx.pick(OBSERVACOES) : null,
      // A few suppliers the group no longer buys from.
      rx.chance(0.05) ? 0 : 1, 1, criado, rx.chance(0.5) ? criado : criado + rx.int(0, agora - criado),
    ]);
  }
  await db.inserir(
    'fornecedores',
    [
      'id', 'id_grupo', 'nome_fantasia', 'razao_social', 'cnpj', 'ie', 'contato', 'email', 'telefone', 'telefone2', 'endereco_cep', 'endereco_logradouro',
      'endereco_numero', 'endereco_complemento', 'endereco_bairro', 'endereco_cidade', 'endereco_uf', 'prazo_pagamento', 'condicoes_pagamento',
      'pedido_minimo', 'observacoes', 'ativo', 'version', 'criado_em', 'atualizado_em',
    ],
    linhas,
  );
  return linhas.length;
}
