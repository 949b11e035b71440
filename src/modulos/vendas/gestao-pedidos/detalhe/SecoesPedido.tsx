import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CANAIS } from '@retaguarda/contrato/api/catalogos';
import { type PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { formatCep, formatPhone } from '@retaguarda/contrato/br/contact';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatCnpj, maskCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { TextoEmail } from '../../../../layout/TextoEmail';
import { Campo, Campos, Secao } from './Secao';

/** The access key in blocks of 4 digits, as the DANFE prints it. */
export const chaveEmBlocos = (chave: string): string => chave.replace(/(\d{4})(?=\d)/g, '$1 ');

export function SecaoResumo({ pedido }: { pedido: PedidoDetalhe }) {
  return (
    <Secao titulo="Resumo">
      <Campos>
        <Campo rotulo="Data e hora">{formatDateTime(pedido.data_pedido)}</Campo>
        <Campo rotulo="Canal">{CANAIS[pedido.canal] ?? pedido.canal}</Campo>
        <Campo rotulo="Itens">{pedido.quantidade_itens}</Campo>
        <Campo rotulo="Produtos">{formatMoney(pedido.valor_produtos)}</Campo>
        <Campo rotulo="Desconto">{formatMoney(pedido.valor_desconto)}</Campo>
        <Campo rotulo="Frete">{formatMoney(pedido.valor_frete)}</Campo>
        <Campo rotulo="Total">
          <strong>{formatMoney(pedido.valor_total)}</strong>
        </Campo>
      </Campos>
    </Secao>
  );
}

export function SecaoPessoas({ pedido }: { pedido: PedidoDetalhe }) {
  const { cliente, seller } = pedido;
  return (
    <Secao titulo="Cliente e loja">
      <Campos>
        <Campo rotulo="Cliente">{cliente ? cliente.nome : 'Consumidor não identificado'}</Campo>
        {cliente?.cpf_cnpj ? <Campo rotulo="CPF/CNPJ">{maskCpfCnpj(cliente.cpf_cnpj)}</Campo> : null}
        {cliente?.email ? <Campo rotulo="E-mail"><TextoEmail email={cliente.email} /></Campo> : null}
        {cliente?.telefone ? <Campo rotulo="Telefone">{formatPhone(cliente.telefone)}</Campo> : null}
        <Campo rotulo="Loja">{seller.nome}</Campo>
        <Campo rotulo="CNPJ da loja">{formatCnpj(seller.cnpj)}</Campo>
        <Campo rotulo="UF da loja">{seller.uf}</Campo>
      </Campos>
    </Secao>
  );
}

export function SecaoItens({ pedido }: { pedido: PedidoDetalhe }) {
  return (
    <Secao titulo="Itens">
      {/* on a phone the table scrolls inside its card instead of widening the page */}
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Itens do pedido" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Produto</TableCell>
            <TableCell align="right">Quantidade</TableCell>
            <TableCell align="right">Preço unitário</TableCell>
            <TableCell align="right">Desconto</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pedido.itens.map((i) => (
            <TableRow key={i.id}>
              <TableCell sx={{ whiteSpace: 'normal !important' }}>
                {i.produto.nome}
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                  SKU {i.produto.sku}
                </Typography>
              </TableCell>
              <TableCell align="right">{i.quantidade}</TableCell>
              <TableCell align="right">{formatMoney(i.valor_unitario)}</TableCell>
              <TableCell align="right">{formatMoney(i.valor_desconto)}</TableCell>
              <TableCell align="right">{formatMoney(i.valor_total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
    </Secao>
  );
}

export function SecaoPagamentos({ pedido }: { pedido: PedidoDetalhe }) {
  return (
    <Secao titulo="Pagamentos">
      <Campos>
        {pedido.pagamentos.map((p, i) => (
          <Campo key={`${p.forma_pagto.id}-${i}`} rotulo={p.forma_pagto.descricao}>
            {formatMoney(p.valor)}
          </Campo>
        ))}
      </Campos>
    </Secao>
  );
}

export function SecaoEntrega({ pedido }: { pedido: PedidoDetalhe }) {
  const e = pedido.entrega;
  return (
    <Secao titulo="Entrega">
      {pedido.tipo_entrega === 'balcao' ? <Typography>Venda no balcão: o cliente levou os produtos na loja {pedido.seller.nome}.</Typography> : null}
      {pedido.tipo_entrega === 'retirada' ? <Typography>Retirada na loja {pedido.seller.nome}: o cliente vem buscar os produtos.</Typography> : null}
      {e ? (
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {e.logradouro}, {e.numero}
          {e.complemento ? ` – ${e.complemento}` : ''}
          <br />
          {e.bairro} – {e.cidade}/{e.uf}
          <br />
          CEP {formatCep(e.cep)}
        </Typography>
      ) : pedido.tipo_entrega === 'entrega' ? (
        <Typography color="text.secondary">Endereço de entrega não informado.</Typography>
      ) : null}
    </Secao>
  );
}

export function SecaoNfce({ pedido }: { pedido: PedidoDetalhe }) {
  const n = pedido.nfce;
  return (
    <Secao titulo="NFC-e">
      {n ? (
        <Campos>
          <Campo rotulo="Situação">{pedido.nfce_situacao === 'cancelada' ? 'Cancelada' : 'Autorizada'}</Campo>
          <Campo rotulo="Número">{n.numero}</Campo>
          <Campo rotulo="Série">{n.serie}</Campo>
          <Campo rotulo="Emissão">{formatDateTime(n.data_emissao)}</Campo>
          <Campo rotulo="Chave de acesso">
            <span style={{ fontFamily: 'monospace' }}>{chaveEmBlocos(n.chave)}</span>
          </Campo>
        </Campos>
      ) : (
        <Typography color="text.secondary">Nenhuma NFC-e emitida para este pedido.</Typography>
      )}
    </Secao>
  );
}
