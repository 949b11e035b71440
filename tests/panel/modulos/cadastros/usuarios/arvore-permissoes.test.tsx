import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ArvorePermissoes } from '../../../../../src/modulos/cadastros/usuarios/ArvorePermissoes';

function Controlado({ inicial = [], herdadas, aoMudar }: { inicial?: string[]; herdadas?: string[]; aoMudar: (c: string[]) => void }) {
  const [chaves, setChaves] = useState<string[]>(inicial);
  return (
    <ArvorePermissoes
      rotulo="Permissões extras"
      chaves={chaves}
      herdadas={herdadas}
      onChange={(c) => {
        setChaves(c);
        aoMudar(c);
      }}
    />
  );
}

const area = (nome: string) => within(within(screen.getByRole('group', { name: 'Permissões extras' })).getByRole('group', { name: nome }));

describe('the permission picker (the menu tree)', () => {
  it('shows every area with its screens, labelled as the menu labels them', () => {
    render(<Controlado aoMudar={() => undefined} />);
    const grupos = within(screen.getByRole('group', { name: 'Permissões extras' })).getAllByRole('group');
    expect(grupos.map((g) => g.getAttribute('aria-label'))).toEqual(['Dashboard', 'Cadastros', 'Financeiro', 'Compras', 'Estoque', 'Vendas', 'Marketing', 'Torre de controle']);
    expect(area('Cadastros').getByRole('checkbox', { name: 'Usuários do sistema' })).not.toBeChecked();
  });

  it("ticking a screen grants its area's parent key too; unticking the last one takes the parent away", async () => {
    const aoMudar = vi.fn();
    render(<Controlado aoMudar={aoMudar} />);
    const user = userEvent.setup();
    await user.click(area('Vendas').getByRole('checkbox', { name: 'Gestão de pedidos' }));
    expect(aoMudar).toHaveBeenLastCalledWith(['menu_principal_vendas', 'vendas_gestao_de_pedidos']);
    expect(area('Vendas').getByRole('checkbox', { name: 'Vendas: todas as telas' })).toHaveAttribute('data-indeterminate', 'true');
    await user.click(area('Vendas').getByRole('checkbox', { name: 'Gestão de pedidos' }));
    expect(aoMudar).toHaveBeenLastCalledWith([]);
  });

  it('the area box ticks every screen of the area, and unticks them all', async () => {
    const aoMudar = vi.fn();
    render(<Controlado aoMudar={aoMudar} />);
    const user = userEvent.setup();
    await user.click(area('Financeiro').getByRole('checkbox', { name: 'Financeiro: todas as telas' }));
    expect(aoMudar).toHaveBeenLastCalledWith([
      'menu_principal_financeiro', 'financeiro_contas_a_receber', 'financeiro_contas_a_pagar', 'financeiro_fluxo_de_caixa', 'financeiro_relatorios_financeiros', 'financeiro_gestao_fiscal_e_tributaria',
    ]);
    await user.click(area('Financeiro').getByRole('checkbox', { name: 'Financeiro: todas as telas' }));
    expect(aoMudar).toHaveBeenLastCalledWith([]);
  });

  it("a parent key alone shows no screen ticked (it grants nothing visible)", () => {
    render(<Controlado inicial={['menu_principal_estoque']} aoMudar={() => undefined} />);
    expect(area('Estoque').getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
  });

  it("the profile's keys show ticked and locked, marked as the profile's", () => {
    render(<Controlado herdadas={['menu_principal_vendas', 'vendas_gestao_de_clientes']} aoMudar={() => undefined} />);
    const caixa = area('Vendas').getByRole('checkbox', { name: /Gestão de clientes/ });
    expect(caixa).toBeChecked();
    expect(caixa).toBeDisabled();
    expect(area('Vendas').getByText('(do perfil)')).toBeInTheDocument();
  });

  it('read-only, the same tree shows what a user sees and offers nothing to tick', () => {
    render(<ArvorePermissoes rotulo="O que Vitor vê" chaves={['menu_principal_vendas', 'vendas_gestao_de_pedidos']} somenteLeitura />);
    const arvore = within(screen.getByRole('group', { name: 'O que Vitor vê' }));
    expect(arvore.getByRole('checkbox', { name: 'Gestão de pedidos' })).toBeChecked();
    expect(arvore.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
  });
});
