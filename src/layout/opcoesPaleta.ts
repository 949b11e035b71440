import { MODULES } from '../registro/modulos';
import { podeAbrirModulo } from '../registro/acesso';
import { AREA_INFO } from '../registro/areas';
import type { ModuleDefinition } from '../registro/telasDoModulo';
import gestaoPedidos from '../modulos/vendas/gestao-pedidos';

export type AcaoPaleta = { tipo: 'ir'; destino: string } | { tipo: 'ajuda' };

export interface OpcaoPaleta {
  id: string;
  rotulo: string;
  /** Where it lives (the menu's group), and 'em construção' for a module not built yet. */
  detalhe: string;
  acao: AcaoPaleta;
}

/** Case and accents do not matter: 'gestao' finds 'Gestão'. */
const normalizar = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** An order number as typed: digits, optionally after '#' or 'pedido'. */
const NUMERO_PEDIDO = /^(?:#|pedido\s*)?\s*(\d{1,9})$/;

const FIXAS: readonly OpcaoPaleta[] = [
  { id: 'inicio', rotulo: 'Início', detalhe: 'Página inicial', acao: { tipo: 'ir', destino: '/' } },
  { id: 'perfil', rotulo: 'Meu perfil', detalhe: 'Dados da conta e senha', acao: { tipo: 'ir', destino: '/profile' } },
  { id: 'atalhos', rotulo: 'Atalhos do teclado', detalhe: 'Ajuda', acao: { tipo: 'ajuda' } },
];

function opcaoDoModulo(m: ModuleDefinition): OpcaoPaleta {
  const area = AREA_INFO[m.area].label;
  return { id: `modulo-${m.permission}`, rotulo: m.label, detalhe: m.list ? area : `${area} · em construção`, acao: { tipo: 'ir', destino: m.route } };
}

/**
 * What the command palette offers for the text typed: 'Abrir pedido N' for a number (to a user who
 * may open the orders), then the pages and every module the user may open whose name or group
 * holds all the words typed, in menu order.
 */
export function opcoesPaleta(texto: string, permissoes: readonly string[], modulos: readonly ModuleDefinition[] = MODULES): OpcaoPaleta[] {
  const busca = normalizar(texto);
  const opcoes: OpcaoPaleta[] = [];
  const numero = NUMERO_PEDIDO.exec(busca)?.[1];
  if (numero && Number(numero) > 0 && podeAbrirModulo(permissoes, gestaoPedidos)) {
    const id = String(Number(numero));
    opcoes.push({ id: `pedido-${id}`, rotulo: `Abrir pedido ${id}`, detalhe: gestaoPedidos.label, acao: { tipo: 'ir', destino: `${gestaoPedidos.route}/${id}` } });
  }
  const palavras = busca.split(/\s+/).filter(Boolean);
  const cabe = (o: OpcaoPaleta) => {
    const onde = normalizar(`${o.rotulo} ${o.detalhe}`);
    return palavras.every((p) => onde.includes(p));
  };
  // A name that starts with what was typed comes first, then a word of the name, then the rest (each in menu order).
  const primeira = palavras[0] ?? '';
  const posto = (o: OpcaoPaleta) => {
    const nome = normalizar(o.rotulo);
    if (nome.startsWith(primeira)) return 0;
    return nome.split(/\s+/).some((p) => p.startsWith(primeira)) ? 1 : 2;
  };
  const candidatas = [...FIXAS, ...modulos.filter((m) => podeAbrirModulo(permissoes, m)).map(opcaoDoModulo)].filter(cabe);
  return [...opcoes, ...candidatas.map((o, i) => ({ o, i, p: posto(o) })).sort((a, b) => a.p - b.p || a.i - b.i).map(({ o }) => o)];
}
