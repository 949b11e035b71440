import { digitoVerificadorGtin } from '@retaguarda/contrato/br/produtos';
import type { Escrita } from './escrita';
import { CATEGORIAS_DEMO, MARCAS_DEMO, type CategoriaDemo } from './categorias';
import { Random } from './random';

/** A product the orders draw: its id and shelf price. */
export interface ProdutoDemo {
  id: number;
  preco: number;
  /** Centavos: the register's cost, which the stores' average cost starts from (the demo's sales cost it). */
  custo: number;
}

export interface ProdutosDemo {
  /** Ids 1..400, one per family, as the orders have always drawn them. */
  dosPedidos: ProdutoDemo[];
  familias: number;
  total: number;
}

export const FAMILIAS_DEMO = 400;
export const PRODUTOS_DEMO = 2000;
const GRUPO_DEMO = 1;
const DIA_MS = 86_400_000;

interface Familia {
  id: number;
  categoria: CategoriaDemo;
  nome: string;
  marca: string;
  preco: number;
  /** Colour × size, in the order the variants are numbered. */
  combinacoes: [string, string | null][];
  variantes: number;
  criado: number;
  foraDeLinha: boolean;
}

const semAcento = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** The colour's three letters in a SKU (PRE, AZM…): first letters of its words, then of the first. */
function codigoCor(cor: string): string {
  const palavras = semAcento(cor).toUpperCase().split(/[\s-]+/).filter((p) => !['DE', 'E'].includes(p));
  const iniciais = palavras.map((p) => p[0]).join('');
  return (iniciais.length >= 3 ? iniciais : palavras[0].slice(0, 4 - palavras.length) + iniciais.slice(1)).slice(0, 3);
}
const codigoTamanho = (t: string) => semAcento(t).toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6);

/** EAN-13 under GS1 Brasil's 789: a four-digit company number per brand, the product id as item. */
function ean13(empresa: number, item: number): string {
  const semDigito = `789${String(empresa).padStart(4, '0')}${String(item).padStart(5, '0')}`;
  return semDigito + String(digitoVerificadorGtin(semDigito));
}

/** Integer drawn around `base` (± 15 %). */
const aoRedor = (rx: Random, base: number) => Math.max(1, Math.round(base * (0.85 + rx.next() * 0.3)));

/** A category whose prices fit `reais`, by weight; the nearest span when none does. */
function categoriaPara(rx: Random, reais: number): CategoriaDemo {
  const cabem = CATEGORIAS_DEMO.filter((c) => reais >= c.faixa[0] && reais <= c.faixa[1]);
  if (cabem.length > 0) return rx.weighted(cabem.map((c) => [c, c.peso_sorteio] as const));
  const distancia = (c: CategoriaDemo) => Math.min(Math.abs(reais - c.faixa[0]), Math.abs(reais - c.faixa[1]));
  return [...CATEGORIAS_DEMO].sort((a, b) => distancia(a) - distancia(b))[0];
}

/**
 * Inserts the demo catalogue: 400 families (produtos base) of a clothing, shoes, accessories and
 * home retailer and their 2,000 variants (colour × size), all of the demo group. The prices of
 * products 1..400, the ones the orders draw, come from the seed's main stream exactly as before the
 * register (so the orders stay as they were): product n is the first variant of family n, whose
 * category is one whose shelf prices fit it. Everything else comes from a stream of its own.
 */
export async function inserirProdutos(db: Escrita, rnd: Random, agora: number, semente: number): Promise<ProdutosDemo> {
  const dosPedidos: ProdutoDemo[] = [];
  for (let id = 1; id <= FAMILIAS_DEMO; id++) {
    // Mostly everyday prices, a few expensive items; cents end in 90 or 99 like shelf prices.
    const reais = rnd.chance(0.85) ? rnd.int(3, 149) : rnd.int(150, 1299);
    dosPedidos.push({ id, preco: reais * 100 + (rnd.chance(0.5) ? 90 : 99), custo: 0 });
  }

  const rx = new Random(semente ^ 0x9a0d);
  const usados = new Set<string>();
  const familias: Familia[] = dosPedidos.map(({ id, preco }) => {
    const categoria = categoriaPara(rx, Math.floor(preco / 100));
    let modelo = rx.pick(categoria.modelos);
    let marca = rx.pick(MARCAS_DEMO[categoria.linha]);
    // The same model of the same brand once; a few tries, then any.
    for (let i = 0; i < 8 && usados.has(`${modelo}|${marca}`); i++) {
      modelo = rx.pick(categoria.modelos);
      marca = rx.pick(MARCAS_DEMO[categoria.linha]);
    }
    usados.add(`${modelo}|${marca}`);
    const cores = Array.from({ length: rx.int(1, Math.min(3, categoria.cores.length)) }, () => rx.pick(categoria.cores)).filter((c, i, a) => a.indexOf(c) === i);
    const t = categoria.tamanhos;
    const primeiro = t.length === 0 ? 0 : rx.int(0, Math.max(0, t.length - 3));
    const tamanhos: (string | null)[] = t.length === 0 ? [null] : t.slice(primeiro, primeiro + rx.int(Math.min(3, t.length), t.length));
    const combinacoes = cores.flatMap((cor) => tamanhos.map((tam) => [cor, tam] as [string, string | null]));
    // Every family has a product the orders sell: it was on the shelf before their 18 months.
    const criado = agora - rx.int(560 * DIA_MS, 1500 * DIA_MS);
    return { id, categoria, nome: modelo, marca, preco, combinacoes, variantes: combinacoes.length, criado, foraDeLinha: rx.chance(0.06) };
  });

  // Exactly 2,000 variants: trim the widest families, or open more of their colours × sizes.
  let total = familias.reduce((s, f) => s + f.variantes, 0);
  while (total > PRODUTOS_DEMO) {
    const f = rx.pick(familias);
    if (f.variantes > 1) {
      f.variantes--;
      total--;
    }
  }
  while (total < PRODUTOS_DEMO) {
    const f = rx.pick(familias);
    if (f.variantes < f.combinacoes.length) {
      f.variantes++;
      total++;
    } else if (f.categoria.cores.length > new Set(f.combinacoes.map(([c]) => c)).size) {
      const nova = f.categoria.cores.find((c) => !f.combinacoes.some(([cc]) => cc === c)) ?? f.categoria.cores[0];
      const tamanhos = [...new Set(f.combinacoes.map(([, t]) => t))];
      f.combinacoes.push(...tamanhos.map((t) => [nova, t] as [string, string | null]));
    }
  }

  const linhasFamilias: unknown[][] = [];
  const linhasProdutos: unknown[][] = [];
  let proximoId = FAMILIAS_DEMO + 1;
  for (const f of familias) {
    const c = f.categoria;
    const atualizadoFamilia = rx.chance(0.6) ? f.criado : f.criado + rx.int(0, agora - f.criado);
    linhasFamilias.push([
      f.id, GRUPO_DEMO, f.nome, f.marca, c.categoria, `${f.nome} ${f.marca}. ${c.descricao}`, c.ncm, null, c.unidade,
      1, 1, f.criado, atualizadoFamilia,
    ]);
    const empresa = 1000 + 37 * MARCAS_DEMO[c.linha].indexOf(f.marca) + 211 * ['moda', 'calcados', 'acessorios', 'casa'].indexOf(c.linha);
    const custoFator = 0.38 + rx.next() * 0.22;
    for (let v = 0; v < f.variantes; v++) {
      const [cor, tamanho] = f.combinacoes[v];
      // The first variant is the product the orders draw: it keeps its id (and was there first).
      const id = v === 0 ? f.id : proximoId++;
      const uma = f.combinacoes.length === 1;
      const nome = uma ? f.nome : [f.nome, cor, tamanho].filter(Boolean).join(' ');
      const sku = [`${c.sigla}${String(f.id).padStart(4, '0')}`, codigoCor(cor), tamanho === null ? null : codigoTamanho(tamanho)].filter(Boolean).join('-');
      const escala = tamanho === null ? 1 : 1 + 0.06 * c.tamanhos.indexOf(tamanho);
      // A few colours and sizes came out in the last weeks; a discontinued family's other variants are half of them inactive.
      const lancamento = v > 0 && !f.foraDeLinha && rx.chance(0.05);
      const criado = v === 0 ? f.criado : lancamento ? agora - rx.int(3 * DIA_MS, 45 * DIA_MS) : f.criado + rx.int(0, 30) * DIA_MS;
      const situacao = f.foraDeLinha ? 'fora_de_linha' : lancamento ? 'lancamento' : 'a_venda';
      const ativo = !(f.foraDeLinha && v > 0 && rx.chance(0.5));
      const [altura, largura, profundidade] = c.dimensoes;
      const custo = Math.min(f.preco - 1, Math.round(f.preco * custoFator));
      if (v === 0) dosPedidos[f.id - 1].custo = custo;
      linhasProdutos.push([
        id, GRUPO_DEMO, sku, nome, f.preco, c.ncm, c.unidade, f.id, ean13(empresa, id), cor, tamanho, situacao,
        custo, null,
        Math.round(rx.int(c.peso[0], c.peso[1]) * escala),
        aoRedor(rx, altura * 10), aoRedor(rx, largura * 10 * escala), aoRedor(rx, profundidade * 10 * escala),
        ativo ? 1 : 0, 1, criado, rx.chance(0.7) ? criado : criado + rx.int(0, agora - criado),
      ]);
    }
  }
  await db.inserir('produtos_base', ['id', 'id_grupo', 'nome', 'marca', 'categoria', 'descricao', 'ncm', 'cest', 'unidade', 'ativo', 'version', 'criado_em', 'atualizado_em'], linhasFamilias);
  linhasProdutos.sort((a, b) => (a[0] as number) - (b[0] as number));
  await db.inserir(
    'products',
    [
      'id', 'id_grupo', 'sku', 'nome', 'preco_centavos', 'ncm', 'unidade', 'produto_base', 'ean', 'cor', 'tamanho', 'situacao_venda', 'custo', 'cest',
      'peso_kg', 'altura_cm', 'largura_cm', 'profundidade_cm', 'ativo', 'version', 'criado_em', 'atualizado_em',
    ],
    linhasProdutos,
  );
  return { dosPedidos, familias: familias.length, total: linhasProdutos.length };
}
