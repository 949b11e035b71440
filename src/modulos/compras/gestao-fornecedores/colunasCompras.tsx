import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DesempenhoFornecedor } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { formatDate } from '@retaguarda/contrato/br/dates';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { ColunaExtra, ExtensaoLista } from '../../../motorCadastros/lista/extensaoLista';
import { formatTaxa, useDesempenho } from '../comum/desempenho';

type Estado = { estado: 'carregando' } | { estado: 'erro' } | { estado: 'pronto'; d: DesempenhoFornecedor | undefined };
const Contexto = createContext<((id: number) => Estado) | null>(null);

/** One call for the whole group's last 12 months (a few hundred suppliers at most), lent to every cell. */
function DesempenhoDosFornecedores({ children }: { children: ReactNode }) {
  const q = useDesempenho({ meses: 12 });
  const porId = useMemo(() => new Map((q.data?.fornecedores ?? []).map((f) => [f.id_fornecedor, f])), [q.data]);
  const ler = useMemo(
    () =>
      (id: number): Estado => {
        if (q.isError) return { estado: 'erro' };
        if (q.isPending) return { estado: 'carregando' };
        return { estado: 'pronto', d: porId.get(id) };
      },
    [q.isError, q.isPending, porId],
  );
  return <Contexto.Provider value={ler}>{children}</Contexto.Provider>;
}

function useDoFornecedor(id: number): Estado {
  const ler = useContext(Contexto);
  return ler ? ler(id) : { estado: 'carregando' };
}

function celula(rotulo: string, conteudo: (d: DesempenhoFornecedor, r: Registro) => ReactNode) {
  return function Celula({ registro }: { registro: Registro }) {
    const e = useDoFornecedor(registro.id);
    if (e.estado === 'carregando') return <Skeleton component="span" variant="text" width={48} aria-label={`Carregando ${rotulo.toLowerCase()}`} sx={{ display: 'inline-block' }} />;
    if (e.estado === 'erro' || !e.d) return <span title={e.estado === 'erro' ? 'Não carregado' : 'Sem pedidos em 12 meses'}>—</span>;
    return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{conteudo(e.d, registro)}</Box>;
  };
}

const linkPedidos = (r: Registro) => `/compras/pedidos-compra?fornecedor=${r.id}&nome=${encodeURIComponent(String(r.nome_fantasia ?? ''))}`;

const COLUNAS: ColunaExtra[] = [
  {
    chave: 'compras_abertos',
    rotulo: 'Pedidos em aberto',
    numerica: true,
    Celula: celula('Pedidos em aberto', (d, r) => (
      <>
        <Link component={RouterLink} to={linkPedidos(r)} underline="hover">
          {d.abertos}
        </Link>
        {d.atrasados > 0 && <Chip size="small" color="error" variant="outlined" label={`${d.atrasados} atrasado(s)`} sx={{ ml: 0.5 }} />}
      </>
    )),
  },
  { chave: 'compras_pontualidade', rotulo: 'Pontualidade (12 meses)', numerica: true, Celula: celula('Pontualidade', (d) => formatTaxa(d.pontualidade)) },
  { chave: 'compras_atendimento', rotulo: 'Atendimento (12 meses)', numerica: true, Celula: celula('Atendimento', (d) => formatTaxa(d.fill_rate)) },
  { chave: 'compras_ultima_entrega', rotulo: 'Última entrega', Celula: celula('Última entrega', (d) => (d.ultima_entrega_em ? formatDate(d.ultima_entrega_em) : '—')) },
];

/** /compras/gestao-fornecedores: the supplier register with each supplier's open orders and how it delivers. */
export const EXTENSAO_COMPRAS_FORNECEDOR: ExtensaoLista = { colunas: COLUNAS, Provedor: DesempenhoDosFornecedores };
