import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState, type KeyboardEvent, type RefObject } from 'react';
import { LIMITES_VENDA_MANUAL, type ItemPrecificado } from '@retaguarda/contrato/api/vendaManual';
import { onlyDigits } from '@retaguarda/contrato/br/digits';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { resolveErrorMessage } from '../../../../http';
import { buscarProdutos, type ProdutoEncontrado } from './api';
import { AvisoDaLinha } from './AvisoDaLinha';
import { avisoDeEstoque, rotuloEstoque } from './estoqueDaLinha';
import { percentualDe, type ItemRascunho } from './rascunho';
import { useCanal } from '../../../../dataProvider/useCanal';

interface Props {
  itens: ItemRascunho[];
  /** The server's price of each line, once quoted (same order as `itens`). */
  precificados: ItemPrecificado[] | undefined;
  descontoMaximo: number | undefined;
  /** The store the order sells from: the search shows its stock. */
  idSeller: number | null;
  /** The store's 'vender sem estoque', from the latest quote. */
  vendeSemEstoque: boolean | undefined;
  /** From the latest items: a second scan before the first one's lookup returns keeps both. */
  onChange: (f: (itens: ItemRascunho[]) => ItemRascunho[]) => void;
  buscaRef: RefObject<HTMLInputElement | null>;
}

const EAN = /^\d{8}$|^\d{12,14}$/;

/**
 * Items by name, SKU or a scanned EAN: a scanner types the code and Enter, and the item goes in
 * (another scan of it adds one more) with the focus left in the search for the next.
 */
export function SecaoItens({ itens, precificados, descontoMaximo, idSeller, vendeSemEstoque, onChange, buscaRef }: Props) {
  const [busca, setBusca] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const adiada = useDeferredValue(busca.trim());
  const qc = useQueryClient();
  const canal = useCanal();
  const pequena = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const q = useQuery({
    queryKey: ['novoPedido', 'produtos', idSeller, adiada],
    queryFn: ({ signal }) => buscarProdutos(canal, adiada, idSeller ?? 0, signal),
    enabled: adiada.length >= 2 && idSeller !== null,
    // the stock moves with every sale: a result is fresh for a short while only
    staleTime: 5_000,
  });

  const adicionar = (p: ProdutoEncontrado) => {
    setBusca('');
    if (!p.disponivel) {
      setAviso(`${p.nome} não está à venda`);
      return;
    }
    setAviso(null);
    onChange((atuais) => {
      const existente = atuais.findIndex((i) => i.id_produto === p.id);
      if (existente >= 0) return atuais.map((i, k) => (k === existente ? { ...i, quantidade: Math.min(LIMITES_VENDA_MANUAL.quantidade, i.quantidade + 1) } : i));
      if (atuais.length >= LIMITES_VENDA_MANUAL.itens) {
        setAviso(`No máximo ${LIMITES_VENDA_MANUAL.itens} itens por pedido`);
        return atuais;
      }
      return [...atuais, { id_produto: p.id, nome: p.nome, sku: p.sku, preco: p.preco, quantidade: 1, desconto: '' }];
    });
  };

  // Enter on a whole EAN adds it at once, without waiting for the list to show (a scanner is faster than the eye)
  const aoTeclar = async (e: KeyboardEvent<HTMLDivElement>) => {
    const codigo = onlyDigits(busca);
    if (e.key !== 'Enter' || !EAN.test(busca.trim()) || codigo.length !== busca.trim().length) return;
    e.preventDefault();
    if (idSeller === null) return;
    const achados = (await qc.fetchQuery({ queryKey: ['novoPedido', 'produtos', idSeller, codigo], queryFn: ({ signal }) => buscarProdutos(canal, codigo, idSeller, signal), staleTime: 5_000 })).produtos;
    const p = achados.find((x) => x.ean === codigo) ?? (achados.length === 1 ? achados[0] : undefined);
    if (p) adicionar(p);
    else {
      setBusca('');
      setAviso(`Nenhum produto com o código ${codigo}`);
    }
  };

  const alterar = (k: number, parte: Partial<ItemRascunho>) => onChange((atuais) => atuais.map((i, j) => (j === k ? { ...i, ...parte } : i)));

  /** A line's parts, laid out as a table row on a wide screen and as a card on a phone. */
  const campos = (i: ItemRascunho, k: number) => {
    const p = precificados?.[k]?.id_produto === i.id_produto ? precificados[k] : undefined;
    const pct = percentualDe(i.desconto);
    const erroDesconto = Number.isNaN(pct) || pct < 0 ? 'Percentual inválido' : descontoMaximo !== undefined && pct > descontoMaximo ? `Máximo ${descontoMaximo}%` : null;
    const estoque = p?.estoque_disponivel;
    const falta = estoque === undefined || vendeSemEstoque === undefined ? null : avisoDeEstoque(i.quantidade, estoque, vendeSemEstoque);
    const idAviso = `novo-pedido-estoque-${i.id_produto}`;
    return {
      produto: (
        <>
          <Typography variant="body2">{i.nome}</Typography>
          <Typography variant="caption" color="text.secondary">
            {i.sku} · {formatMoney(p?.valor_unitario ?? i.preco)}
            {estoque !== undefined ? ` · ${rotuloEstoque(estoque)}` : ''}
            {p?.promocao ? ` · ${p.promocao}` : ''}
          </Typography>
        </>
      ),
      aviso: falta && <AvisoDaLinha id={idAviso} aviso={falta} />,
      quantidade: (
        <TextField
          value={i.quantidade}
          onChange={(e) => {
            const n = Number(onlyDigits(e.target.value));
            alterar(k, { quantidade: Math.max(1, Math.min(LIMITES_VENDA_MANUAL.quantidade, n || 1)) });
          }}
          size="small"
          label={pequena ? 'Qtd.' : undefined}
          // typing replaces the quantity (the field never empties: 1 is the least an item has)
          onFocus={(e) => e.target.select()}
          sx={{ width: 72 }}
          error={falta?.impede === true}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantidade de ${i.nome}`, 'aria-describedby': falta ? idAviso : undefined, style: { textAlign: 'right' } } }}
        />
      ),
      desconto: (
        <TextField
          value={i.desconto}
          onChange={(e) => alterar(k, { desconto: e.target.value.replace(/[^\d,.]/g, '').slice(0, 6) })}
          size="small"
          label={pequena ? 'Desc. %' : undefined}
          sx={{ width: 80 }}
          error={erroDesconto !== null}
          helperText={erroDesconto}
          placeholder="0"
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Desconto de ${i.nome} em %`, style: { textAlign: 'right' } } }}
        />
      ),
      total: (
        <>
          {p ? formatMoney(p.valor_total) : formatMoney(i.preco * i.quantidade)}
          {p && p.valor_desconto > 0 && (
            <Typography variant="caption" color="success.main" display="block">
              − {formatMoney(p.valor_desconto)}
            </Typography>
          )}
        </>
      ),
      remover: (
        <IconButton aria-label={`Remover ${i.nome}`} onClick={() => onChange((atuais) => atuais.filter((_, j) => j !== k))}>
          <DeleteIcon />
        </IconButton>
      ),
    };
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Autocomplete<ProdutoEncontrado>
        options={q.data?.produtos ?? []}
        value={null}
        inputValue={busca}
        filterOptions={(o) => o}
        getOptionLabel={(p) => p.nome}
        loading={q.isFetching}
        loadingText="Buscando produtos…"
        noOptionsText={idSeller === null ? 'Escolha a loja para buscar os produtos' : adiada.length < 2 ? 'Digite ao menos 2 letras, o SKU ou leia o código de barras' : q.isError ? resolveErrorMessage(q.error) : 'Nenhum produto encontrado'}
        onInputChange={(_, v, motivo) => motivo !== 'reset' && setBusca(v)}
        onChange={(_, p) => p && adicionar(p)}
        onKeyDown={(e) => void aoTeclar(e)}
        blurOnSelect={false}
        clearOnBlur={false}
        getOptionDisabled={(p) => !p.disponivel}
        renderOption={(props, p) => (
          <li {...props} key={p.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{p.nome}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {p.sku}
                  {p.ean ? ` · EAN ${p.ean}` : ''}
                  {p.disponivel ? '' : ' · fora de venda'}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography variant="body2">{formatMoney(p.preco)}</Typography>
                <Typography variant="caption" color={p.estoque > 0 ? 'text.secondary' : 'warning.dark'} sx={{ whiteSpace: 'nowrap' }}>
                  {rotuloEstoque(p.estoque)}
                </Typography>
              </Box>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField {...params} inputRef={buscaRef} id="novo-pedido-produto" label="Adicionar produto" placeholder="Nome, SKU ou código de barras" helperText={aviso ?? ' '} error={aviso !== null} />
        )}
      />
      {itens.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nenhum item ainda. Busque pelo nome ou leia o código de barras.
        </Typography>
      ) : pequena ? (
        <Box component="ul" aria-label="Itens do pedido" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {itens.map((i, k) => {
            const c = campos(i, k);
            return (
              <Box component="li" key={i.id_produto} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                {c.produto}
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
                  {c.quantidade}
                  {c.desconto}
                  <Box sx={{ ml: 'auto', textAlign: 'right' }}>{c.total}</Box>
                  {c.remover}
                </Box>
                {c.aviso}
              </Box>
            );
          })}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Itens do pedido">
            <TableHead>
              <TableRow>
                <TableCell>Produto</TableCell>
                <TableCell align="right">Qtd.</TableCell>
                <TableCell align="right">Desc. %</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell padding="none" />
              </TableRow>
            </TableHead>
            <TableBody>
              {itens.map((i, k) => {
                const c = campos(i, k);
                return (
                  <TableRow key={i.id_produto}>
                    <TableCell sx={{ minWidth: 160 }}>
                      {c.produto}
                      {c.aviso}
                    </TableCell>
                    <TableCell align="right">{c.quantidade}</TableCell>
                    <TableCell align="right">{c.desconto}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {c.total}
                    </TableCell>
                    <TableCell padding="none">{c.remover}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
