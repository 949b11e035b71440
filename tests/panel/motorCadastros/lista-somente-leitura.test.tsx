import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { CLIENTES, gravarClientes, semClientes } from '../clientesNoBanco';

/*
 * Every module that shows clients today is opened by a key that also writes them. A module opened
 * by a read key (as the CRM's will be) gets the same generated list: here one is added to the
 * registry for this file, on the orders' key, which reads clients and never writes them.
 */
vi.mock('../../../src/registro/modulos', async (original) => {
  const { MODULES } = await original<typeof import('../../../src/registro/modulos')>();
  const { telasDoModulo } = await import('../../../src/registro/telasDoModulo');
  const { defineModulo } = await import('@retaguarda/contrato/modulos/declaracao');
  const consulta = telasDoModulo(
    defineModulo({
      nome: 'vendas/consulta-clientes',
      area: 'vendas',
      menu: { rota: '/vendas/consulta-clientes', rotulo: 'Consulta de clientes', icone: 'People', chave: 'vendas_gestao_de_pedidos' },
      recurso: 'clientes',
    }),
  );
  return { MODULES: [...MODULES, consulta] };
});

const real = servidorRealDoArquivo();
const LEITURA = 'leitura@retaguarda.dev';

describe('the generated list for a user who may only read', () => {
  it('shows the records without Novo cliente nor selection for bulk actions', async () => {
    semClientes(real());
    await gravarClientes(real(), CLIENTES);
    await real().criarUsuario({ email: LEITURA, permissoes: ['menu_principal_vendas', 'vendas_gestao_de_pedidos'] });
    await renderComServidor(real(), '/vendas/consulta-clientes', { email: LEITURA });
    expect(await screen.findByRole('link', { name: 'Ana Beatriz Souza' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /Novo cliente/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inativar' })).toBeNull();
    // the read key exports the list; importing creates records: the write key's
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).toBeNull();
  });

  it('says the register is empty without offering to create', async () => {
    semClientes(real());
    await real().criarUsuario({ email: LEITURA, permissoes: ['menu_principal_vendas', 'vendas_gestao_de_pedidos'] });
    await renderComServidor(real(), '/vendas/consulta-clientes', { email: LEITURA });
    expect(await screen.findByText('Nenhum cliente cadastrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Novo cliente/ })).toBeNull();
  });
});
