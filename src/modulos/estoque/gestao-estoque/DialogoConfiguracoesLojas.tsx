import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { resolveErrorMessage } from '../../../http';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { LinhasCarregando } from '../../../layout/EstadosTabela';
import { usePodeChamar } from '../../../registro/usePodeChamar';
import { ROTAS_CONFIGURACAO_ESTOQUE } from '@retaguarda/contrato/api/estoqueLojas';
import { CHAVE_CONFIGURACOES_LOJAS, LinhaConfiguracaoLoja } from './LinhaConfiguracaoLoja';
import { useCanal } from '../../../dataProvider/useCanal';

/** What each store's stock settings are and, with the adjustments key, a switch to change them. */
export function DialogoConfiguracoesLojas({ onFechar }: { onFechar: () => void }) {
  // without the right to change a store's settings the switches only show
  const podeAlterar = usePodeChamar(ROTAS_CONFIGURACAO_ESTOQUE.configurarLoja);
  const canal = useCanal();
  const q = useQuery({ queryKey: CHAVE_CONFIGURACOES_LOJAS, queryFn: ({ signal }) => canal.chamar(ROTAS_CONFIGURACAO_ESTOQUE.configuracoesLojas, { signal }) });

  return (
    <DialogoConfirmacao titulo="Configurações de estoque das lojas" onFechar={onFechar} largura="sm" telaCheiaNoCelular divisorias>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Vender sem estoque: a loja aceita vendas, ajustes de saída e transferências mesmo sem unidades disponíveis, e o saldo fica negativo até a reposição.
      </Typography>
      {!podeAlterar && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Só quem tem a permissão “Ajustes e movimentações” altera estas configurações.
        </Alert>
      )}
      {q.isPending && (
        <Box role="status" aria-label="Carregando as lojas">
          <LinhasCarregando linhas={3} altura={56} />
        </Box>
      )}
      {q.isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {q.data &&
        (q.data.length === 0 ? (
          <Typography color="text.secondary">Nenhuma loja no seu grupo.</Typography>
        ) : (
          <Box component="ul" aria-label="Lojas" aria-busy={q.isFetching} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {q.data.map((l) => (
              <LinhaConfiguracaoLoja key={l.id_seller} loja={l} podeAlterar={podeAlterar} />
            ))}
          </Box>
        ))}
    </DialogoConfirmacao>
  );
}
