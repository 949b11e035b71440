import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { PAGINA_RECURSO } from '@retaguarda/contrato/recursos/recurso';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { resolveErrorMessage } from '../../../../http';
import { SecaoCartao } from '../../../../motorCadastros/formulario/SecaoCartao';
import { ChipInativo } from '../../../../motorCadastros/lista/colunas';
import { ROTA_PRODUTOS } from './moduloFamilias';

const COLUNAS = ['cor', 'tamanho', 'sku', 'ean', 'preco', 'situacao_venda'] as const;
const RESOURCE_PRODUTOS = ROTA_PRODUTOS.slice(1);

const texto = (r: Registro, nome: (typeof COLUNAS)[number]) => formatarValor(produtos.campos[nome], r[nome] as ValorCampo | undefined) || '—';

/** The variants of a family (active and inactive), sorted by SKU; each links to its product. */
export function VariantesDaFamilia({ registro }: { registro: Registro }) {
  const { data, total, isPending, error, refetch } = useGetList<Registro>(RESOURCE_PRODUTOS, {
    filter: { produto_base: [registro.id], situacao: 'todos' },
    pagination: { page: 1, perPage: PAGINA_RECURSO.maximo },
    sort: { field: 'sku', order: 'ASC' },
  });
  const filtroDaLista = encodeURIComponent(JSON.stringify({ produto_base: [registro.id], situacao: 'todos' }));
  return (
    <SecaoCartao titulo="Variantes">
      {isPending ? (
        <Box aria-label="Carregando variantes">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Box>
      ) : error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
          {resolveErrorMessage(error)}
        </Alert>
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">Nenhuma variante deste produto base. Use “Nova variante” para cadastrar a primeira.</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Variantes">
              <TableHead>
                <TableRow>
                  {COLUNAS.map((c) => (
                    <TableCell key={c} align={c === 'preco' ? 'right' : undefined}>
                      {produtos.campos[c].rotulo}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((v) => (
                  <TableRow key={v.id} hover sx={v.ativo ? undefined : { opacity: 0.6 }}>
                    {COLUNAS.map((c) => (
                      <TableCell key={c} align={c === 'preco' ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                        {c === 'sku' ? (
                          <MuiLink component={Link} to={`${ROTA_PRODUTOS}/${v.id}/show`}>
                            {texto(v, c)}
                          </MuiLink>
                        ) : (
                          texto(v, c)
                        )}
                        {c === 'situacao_venda' && !v.ativo ? <ChipInativo /> : null}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {total !== undefined && total > data.length ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Mostrando {data.length} de {total}.{' '}
              <MuiLink component={Link} to={`${ROTA_PRODUTOS}?filter=${filtroDaLista}`}>
                Ver todas na lista de produtos
              </MuiLink>
            </Typography>
          ) : null}
        </>
      )}
    </SecaoCartao>
  );
}
