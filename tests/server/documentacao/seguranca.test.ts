import { describe, expect, it } from 'vitest';
import { ESQUEMAS_ASSINATURA } from '@retaguarda/contrato/modulos/acesso';
import { ESQUEMAS_DE_SEGURANCA, respostasDeAcesso, segurancaDaOperacao } from '../../../server/documentacao/seguranca';

describe('an operation’s security, from its declared acesso', () => {
  it('asks nothing of a public call and only the session cookie of a session call', () => {
    expect(segurancaDaOperacao('publico')).toEqual({ security: [] });
    expect(segurancaDaOperacao('sessao')).toEqual({ security: [{ cookieAuth: [] }] });
    expect(respostasDeAcesso('publico')).toEqual([]);
    expect(respostasDeAcesso('sessao').map(([status]) => status)).toEqual(['401']);
  });

  it('lists the key a call needs, as the session’s roles, and 401 and 403 among its answers', () => {
    expect(segurancaDaOperacao({ chave: 'estoque_gestao_de_estoque' })).toEqual({
      security: [{ cookieAuth: ['estoque_gestao_de_estoque'] }],
      'x-permissoes': { regra: 'estoque_gestao_de_estoque', conjuntosMinimos: [['estoque_gestao_de_estoque']] },
    });
    expect(respostasDeAcesso({ chave: 'estoque_gestao_de_estoque' }).map(([status]) => status)).toEqual(['401', '403']);
  });

  it('gives each alternative its own requirement: any one of them lets the call through', () => {
    const { security, 'x-permissoes': permissoes } = segurancaDaOperacao({
      todas: ['estoque_controle_de_inventario', { qualquer: ['estoque_gestao_de_estoque', 'estoque_ajustes_e_movimentacoes'] }],
    });
    expect(security).toEqual([
      { cookieAuth: ['estoque_controle_de_inventario', 'estoque_gestao_de_estoque'] },
      { cookieAuth: ['estoque_controle_de_inventario', 'estoque_ajustes_e_movimentacoes'] },
    ]);
    expect(permissoes?.regra).toBe('estoque_controle_de_inventario + (estoque_gestao_de_estoque | estoque_ajustes_e_movimentacoes)');
  });

  it('never reads a call nobody may make as public', () => {
    const ninguem = segurancaDaOperacao({ qualquer: [] });
    expect(ninguem.security).toEqual([{ cookieAuth: [] }]);
    expect(ninguem['x-permissoes']?.conjuntosMinimos).toEqual([]);
    expect(ninguem.description).toMatch(/Nenhuma combinação/);
  });

  it('describes the PSP’s notice by its two signed headers, and an e-mailed link by its token in the body', () => {
    expect(segurancaDaOperacao({ assinado: 'psp' })).toEqual({ security: [{ pspAssinatura: [], pspInstante: [] }] });
    expect(ESQUEMAS_DE_SEGURANCA.pspAssinatura).toMatchObject({ type: 'apiKey', in: 'header', name: ESQUEMAS_ASSINATURA.psp.assinatura });
    expect(ESQUEMAS_DE_SEGURANCA.pspInstante).toMatchObject({ type: 'apiKey', in: 'header', name: ESQUEMAS_ASSINATURA.psp.instante });
    const link = segurancaDaOperacao({ assinado: 'link-email' });
    expect(link.security).toEqual([]);
    expect(link.description).toContain(`\`${ESQUEMAS_ASSINATURA['link-email'].campo}\``);
  });
});
