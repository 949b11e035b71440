import { describe, expect, it } from 'vitest';
import { CHAVES_COMPRAS_CLIENTES } from '@retaguarda/contrato/api/clientesVendas';
import { LEITURA_COMPRAS } from '@retaguarda/contrato/api/compras';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { RECURSOS } from '@retaguarda/contrato/recursos';
import { CHAVE_CONFIGURAR_CADASTRO } from '@retaguarda/contrato/recursos/personalizados';
import { ACOES_RECURSO, CHAVE_ADMIN_CAMPOS, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import type { Acesso } from '@retaguarda/contrato/modulos/acesso';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import { endpointsDoContrato } from '../../contrato/endpointsDoContrato';

const ESCOPOS = ['grupo', 'loja', 'proprio', 'nenhum'];
const FORMAS = ['chave', 'qualquer', 'todas', 'assinado'];

const doCatalogo = (await endpointsDoContrato()).map(({ origem, endpoint }): [string, Endpoint] => [origem, endpoint]);
const dosRecursos = Object.values(RECURSOS).flatMap((recurso) =>
  Object.entries(rotasDoRecurso(recurso, RECURSOS)).map(([acao, e]): [string, Endpoint] => [`${recurso.nome}.${acao}`, e]),
);

/** Every key an access rule names, at any depth. */
function chavesDe(acesso: Acesso): string[] {
  if (typeof acesso === 'string' || 'assinado' in acesso) return [];
  if ('chave' in acesso) return [acesso.chave];
  if ('qualquer' in acesso) return [...acesso.qualquer];
  return acesso.todas.flatMap((r) => (typeof r === 'string' ? [r] : [...r.qualquer]));
}

/** What is wrong with an endpoint's declared access and scope, '' when nothing. */
function problema(e: Endpoint): string {
  const acesso: unknown = e.acesso;
  if (!ESCOPOS.includes(e.escopo)) return `escopo ${String(e.escopo)}`;
  if (acesso === 'publico' || acesso === 'sessao') return '';
  if (typeof acesso !== 'object' || acesso === null) return `acesso ${String(acesso)}`;
  const formas = Object.keys(acesso);
  if (formas.length !== 1 || !FORMAS.includes(formas[0] ?? '')) return `acesso com ${formas.join(', ') || 'nada'}`;
  const desconhecidas = chavesDe(e.acesso).filter((k) => !ALL_PERMISSION_KEYS.includes(k as never));
  return desconhecidas.length ? `chaves desconhecidas: ${desconhecidas.join(', ')}` : '';
}

describe('every endpoint declares who may call it and whose data it reaches', () => {
  it('gives every endpoint the contract declares an acesso of a known shape, naming only real keys, and an escopo', () => {
    expect(doCatalogo.length).toBeGreaterThan(100);
    expect(doCatalogo.map(([nome, e]) => [nome, problema(e)]).filter(([, p]) => p)).toEqual([]);
  });

  it("gives every route of every register an acesso and an escopo from the register's permissions", () => {
    expect(dosRecursos.length).toBe(Object.keys(RECURSOS).length * ACOES_RECURSO.length);
    expect(dosRecursos.map(([nome, e]) => [nome, problema(e)]).filter(([, p]) => p)).toEqual([]);
  });

  it('reads a register with any read key, writes it with any write key, and changes its custom fields as an admin who may write it', () => {
    for (const recurso of Object.values(RECURSOS)) {
      const r = rotasDoRecurso(recurso, RECURSOS);
      for (const acao of ['consulta', 'obter', 'historico', 'exportar', 'campos'] as const) expect(r[acao].acesso, `${recurso.nome}.${acao}`).toEqual({ qualquer: recurso.permissoes.ler });
      for (const acao of ['criar', 'editar', 'inativar', 'reativar', 'importar'] as const) expect(r[acao].acesso, `${recurso.nome}.${acao}`).toEqual({ qualquer: recurso.permissoes.escrever });
      for (const acao of ['criarCampo', 'editarCampo', 'removerCampo'] as const) {
        expect(r[acao].acesso, `${recurso.nome}.${acao}`).toEqual({ todas: [{ qualquer: recurso.permissoes.escrever }, CHAVE_CONFIGURAR_CADASTRO] });
      }
    }
  });

  it("opens a register's options to whoever may write a register that refers to it", () => {
    const lojas = RECURSOS.lojas ?? falta('lojas');
    const quemRefere = Object.values(RECURSOS).filter((r) => Object.values(r.campos).some((c) => (c.tipo === 'referencia' || c.tipo === 'referencias') && c.recurso === 'lojas'));
    expect(quemRefere.map((r) => r.nome)).toContain('funcionarios');
    const acesso = rotasDoRecurso(lojas, RECURSOS).opcoes.acesso;
    for (const chave of [...lojas.permissoes.ler, ...quemRefere.flatMap((r) => r.permissoes.escrever)]) expect(chavesDe(acesso)).toContain(chave);
    // without the catalogue, only the readers
    expect(rotasDoRecurso(lojas).opcoes.acesso).toEqual({ qualquer: lojas.permissoes.ler });
  });

  it('names, in the key lists the declarations share, only keys the permission tree has', () => {
    expect(CHAVE_ADMIN_CAMPOS).toBe(CHAVE_CONFIGURAR_CADASTRO);
    for (const chave of [...CHAVES_COMPRAS_CLIENTES, ...LEITURA_COMPRAS.qualquer, CHAVE_ADMIN_CAMPOS]) expect(ALL_PERMISSION_KEYS).toContain(chave);
  });
});

function falta(nome: string): never {
  throw new Error(`RECURSOS.${nome} ausente`);
}
