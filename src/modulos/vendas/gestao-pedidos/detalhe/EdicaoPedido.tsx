import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { Form, maxLength, required, SaveButton, SelectInput, TextInput, useNotify, useUpdate } from 'react-admin';
import { TAMANHO_MAX_OBSERVACAO, UFS_BR, type AtualizarPedidoBody, type PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { CepInput } from '../../../../br/inputs';
import { formErrorsFrom, HttpError, resolveErrorMessage } from '../../../../http';
import { RECURSO_PEDIDOS } from '../acoes/usePedidoAcoes';
import { Secao } from './Secao';

const CHOICES_UF = UFS_BR.map((uf) => ({ id: uf, name: uf }));
const obrigatorio = required('Campo obrigatório do endereço de entrega');

const texto = (valor: unknown): string => (typeof valor === 'string' ? valor.trim() : '');

/** Body of the PUT: the note always; the whole address when the order has one to edit. */
export function corpoEdicao(pedido: PedidoDetalhe, v: FieldValues): AtualizarPedidoBody {
  const corpo: AtualizarPedidoBody = { version: pedido.version, observacao_interna: texto(v.observacao_interna) || null };
  if (!pedido.acoes.pode_editar_entrega) return corpo;
  return {
    ...corpo,
    cep: texto(v.cep),
    logradouro: texto(v.logradouro),
    numero: texto(v.numero),
    complemento: texto(v.complemento) || null,
    bairro: texto(v.bairro),
    cidade: texto(v.cidade),
    uf: texto(v.uf) as AtualizarPedidoBody['uf'],
  };
}

function valoresIniciais(pedido: PedidoDetalhe) {
  const e = pedido.entrega;
  return {
    observacao_interna: pedido.observacao_interna ?? '',
    cep: e?.cep ?? '',
    logradouro: e?.logradouro ?? '',
    numero: e?.numero ?? '',
    complemento: e?.complemento ?? '',
    bairro: e?.bairro ?? '',
    cidade: e?.cidade ?? '',
    uf: e?.uf ?? '',
  };
}

/**
 * The internal note and, for orders shipped to the customer, the delivery address. Saved with the
 * version the user saw: when someone else changed the order meanwhile the server answers 409 and
 * the screen asks to reload instead of overwriting.
 */
export function EdicaoPedido({ pedido, onRecarregar }: { pedido: PedidoDetalhe; onRecarregar: () => void }) {
  const notify = useNotify();
  const [update] = useUpdate();
  const [conflito, setConflito] = useState<string | null>(null);

  const salvar = async (valores: FieldValues): Promise<Record<string, string> | undefined> => {
    setConflito(null);
    try {
      await update(
        RECURSO_PEDIDOS,
        { id: pedido.id, data: corpoEdicao(pedido, valores), previousData: pedido },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(`Pedido ${pedido.id} salvo`, { type: 'success' });
      return undefined;
    } catch (erro) {
      if (erro instanceof HttpError && erro.status === 409) {
        setConflito(erro.message);
        return undefined;
      }
      notify(resolveErrorMessage(erro), { type: 'error' });
      return formErrorsFrom(erro) ?? undefined;
    }
  };

  const recarregar = () => {
    setConflito(null);
    onRecarregar();
  };

  return (
    <Secao titulo="Editar pedido">
      {conflito ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={recarregar}>
              Recarregar
            </Button>
          }
        >
          {conflito}
        </Alert>
      ) : null}
      {/* a new version (saved here, a status change, a reload) starts the form again from the server's values */}
      <Form key={pedido.version} record={pedido} defaultValues={valoresIniciais(pedido)} onSubmit={salvar} sanitizeEmptyValues={false}>
        <TextInput
          source="observacao_interna"
          label="Observação interna"
          helperText="Só a equipe vê esta observação"
          multiline
          minRows={2}
          fullWidth
          validate={maxLength(TAMANHO_MAX_OBSERVACAO, `A observação interna tem no máximo ${TAMANHO_MAX_OBSERVACAO} caracteres`)}
        />
        {pedido.acoes.pode_editar_entrega ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              Endereço de entrega
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2 }}>
              <CepInput source="cep" label="CEP" validate={obrigatorio} />
              <TextInput source="logradouro" label="Logradouro" validate={[obrigatorio, maxLength(120)]} sx={{ gridColumn: { sm: 'span 2' } }} />
              <TextInput source="numero" label="Número" validate={[obrigatorio, maxLength(20)]} />
              <TextInput source="complemento" label="Complemento" validate={maxLength(60)} />
              <TextInput source="bairro" label="Bairro" validate={[obrigatorio, maxLength(60)]} />
              <TextInput source="cidade" label="Cidade" validate={[obrigatorio, maxLength(60)]} sx={{ gridColumn: { sm: 'span 2' } }} />
              <SelectInput source="uf" label="UF" choices={CHOICES_UF} validate={obrigatorio} />
            </Box>
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Este pedido não tem endereço de entrega para editar.
          </Typography>
        )}
        <SaveButton label="Salvar" />
      </Form>
    </Secao>
  );
}
