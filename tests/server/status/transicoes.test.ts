import { describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import {
  exigeMotivo,
  isStatusId,
  proximosStatus,
  validarTransicao,
  type ContextoTransicao,
} from '@retaguarda/contrato/api/transicoesStatus';

const ENVIO: ContextoTransicao = { tipoEntrega: 'entrega' };
const RETIRADA: ContextoTransicao = { tipoEntrega: 'retirada' };
const BALCAO: ContextoTransicao = { tipoEntrega: 'balcao' };

/** The workflow as docs/api.md ('Status workflow') describes it, written out by hand, independently of the table in code. */
const PERMITIDAS: Record<string, { envio: string[]; retirada: string[]; balcao: string[] }> = {
  'Aguardando pagamento': { envio: ['Pago', 'Cancelado'], retirada: ['Pago', 'Cancelado'], balcao: ['Pago', 'Cancelado'] },
  // a counter sale is handed over as it is paid: nothing to pick, nothing to wait for
  Pago: { envio: ['Em separação', 'Cancelado'], retirada: ['Em separação', 'Cancelado'], balcao: ['Retirado', 'Cancelado'] },
  'Em separação': { envio: ['Enviado'], retirada: ['Retirado'], balcao: ['Retirado'] },
  Enviado: { envio: ['Entregue'], retirada: ['Entregue'], balcao: ['Entregue'] },
  Retirado: { envio: ['Devolvido'], retirada: ['Devolvido'], balcao: ['Devolvido'] },
  Entregue: { envio: ['Devolvido'], retirada: ['Devolvido'], balcao: ['Devolvido'] },
  Cancelado: { envio: [], retirada: [], balcao: [] },
  Devolvido: { envio: [], retirada: [], balcao: [] },
};

const TODOS = Object.values(STATUS);
const porDescricao = (d: string) => TODOS.find((s) => s.descricao === d)!.id;
const CONTEXTOS = [
  ['envio', ENVIO],
  ['retirada', RETIRADA],
  ['balcao', BALCAO],
] as const;

const PARES = CONTEXTOS.flatMap(([nome, contexto]) =>
  TODOS.flatMap((de) =>
    TODOS.map((para) => ({
      nome,
      contexto,
      de,
      para,
      permitida: PERMITIDAS[de.descricao][nome].includes(para.descricao),
    })),
  ),
);

describe('status workflow', () => {
  it('covers all 8 statuses in the three kinds of delivery (192 pairs)', () => {
    expect(Object.keys(PERMITIDAS).sort()).toEqual(TODOS.map((s) => s.descricao).sort());
    expect(PARES).toHaveLength(192);
    expect(PARES.filter((p) => p.permitida)).toHaveLength(24);
  });

  it.each(PARES.filter((p) => p.permitida).map((p) => [p.de.descricao, p.para.descricao, p.nome, p] as const))(
    'allows %s -> %s (%s)',
    (_de, _para, _nome, p) => {
      expect(validarTransicao(p.de.id, p.para.id, p.contexto)).toEqual({ ok: true });
    },
  );

  it.each(PARES.filter((p) => !p.permitida).map((p) => [p.de.descricao, p.para.descricao, p.nome, p] as const))(
    'refuses %s -> %s (%s) with a reason',
    (_de, _para, _nome, p) => {
      const r = validarTransicao(p.de.id, p.para.id, p.contexto);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.motivo.length).toBeGreaterThan(10);
    },
  );

  it.each(CONTEXTOS)('lists exactly the allowed next statuses (%s)', (nome, contexto) => {
    for (const s of TODOS) {
      expect(proximosStatus(s.id, contexto)).toEqual(PERMITIDAS[s.descricao][nome].map(porDescricao));
    }
  });

  it('names both statuses when a transition is not in the table', () => {
    expect(validarTransicao(STATUS.pago.id, STATUS.entregue.id, ENVIO)).toEqual({
      ok: false,
      motivo: 'Transição de Pago para Entregue não é permitida',
    });
    expect(validarTransicao(STATUS.aguardandoPagamento.id, STATUS.devolvido.id, RETIRADA)).toEqual({
      ok: false,
      motivo: 'Transição de Aguardando pagamento para Devolvido não é permitida',
    });
  });

  it('says a terminal order cannot move, whatever the target', () => {
    for (const para of TODOS) {
      expect(validarTransicao(STATUS.cancelado.id, para.id, ENVIO)).toEqual({
        ok: false,
        motivo: 'Pedido cancelado não pode mudar de status',
      });
      expect(validarTransicao(STATUS.devolvido.id, para.id, RETIRADA)).toEqual({
        ok: false,
        motivo: 'Pedido devolvido não pode mudar de status',
      });
    }
  });

  it('explains pickup-only and shipping-only refusals', () => {
    expect(validarTransicao(STATUS.emSeparacao.id, STATUS.retirado.id, ENVIO)).toEqual({
      ok: false,
      motivo: 'Somente pedidos para retirada na loja podem ser marcados como Retirado',
    });
    expect(validarTransicao(STATUS.emSeparacao.id, STATUS.enviado.id, RETIRADA)).toEqual({
      ok: false,
      motivo: 'Pedido para retirada na loja não é enviado: marque como Retirado',
    });
  });

  it('refuses a change to the same status and unknown ids', () => {
    expect(validarTransicao(STATUS.pago.id, STATUS.pago.id, ENVIO)).toEqual({
      ok: false,
      motivo: 'O pedido já está com o status Pago',
    });
    expect(validarTransicao(99, STATUS.pago.id, ENVIO)).toEqual({ ok: false, motivo: 'Status atual desconhecido: 99' });
    expect(validarTransicao(STATUS.pago.id, 0, ENVIO)).toEqual({ ok: false, motivo: 'Status desconhecido: 0' });
    expect(proximosStatus(99, ENVIO)).toEqual([]);
    expect(isStatusId(8)).toBe(true);
    expect(isStatusId(9)).toBe(false);
  });

  it('asks for a reason only to cancel or return', () => {
    const comMotivo = TODOS.filter((s) => exigeMotivo(s.id)).map((s) => s.descricao);
    expect(comMotivo).toEqual(['Cancelado', 'Devolvido']);
  });

  it('lets only a counter sale go from Pago straight to Retirado, and says why to the others', () => {
    expect(validarTransicao(STATUS.pago.id, STATUS.retirado.id, BALCAO)).toEqual({ ok: true });
    expect(validarTransicao(STATUS.pago.id, STATUS.retirado.id, RETIRADA)).toEqual({
      ok: false,
      motivo: 'Pedido para retirada na loja passa por Em separação antes de ser Retirado',
    });
    expect(validarTransicao(STATUS.pago.id, STATUS.retirado.id, ENVIO)).toEqual({
      ok: false,
      motivo: 'Somente pedidos para retirada na loja podem ser marcados como Retirado',
    });
    expect(validarTransicao(STATUS.pago.id, STATUS.emSeparacao.id, BALCAO)).toEqual({
      ok: false,
      motivo: 'Venda no balcão é entregue ao cliente no pagamento: marque como Retirado',
    });
  });
});
