// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { required } from 'react-admin';
import {
  CardNumberInput,
  CnpjInput,
  CpfCnpjInput,
  CpfInput,
  DataBRTextInput,
  DecimalInput,
  MoneyInput,
  PhoneInput,
} from '../../../src/br/inputs';
import { renderForm, sujo, valores } from './renderForm';

afterEach(cleanup);

const NBSP = '\u00a0';

describe('CpfInput', () => {
  it('masks what is typed and stores the 11 digits', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<CpfInput source="cpf" label="CPF" />);
    const campo = screen.getByLabelText('CPF');
    await user.type(campo, '52998224725');
    expect(campo).toHaveValue('529.982.247-25');
    await waitFor(() => expect(valores(container).cpf).toBe('52998224725'));
  });

  it.each(['529.982.247-25', '52998224725'])('accepts a pasted %s', async (colado) => {
    const user = userEvent.setup();
    const { container } = renderForm(<CpfInput source="cpf" label="CPF" />);
    const campo = screen.getByLabelText('CPF');
    await user.click(campo);
    await user.paste(colado);
    expect(campo).toHaveValue('529.982.247-25');
    await waitFor(() => expect(valores(container).cpf).toBe('52998224725'));
  });

  it('shows the stored value of a record formatted, without dirtying the form', async () => {
    const { container } = renderForm(<CpfInput source="cpf" label="CPF" />, { id: 1, cpf: '52998224725' });
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25'));
    expect(valores(container).cpf).toBe('52998224725');
    expect(sujo(container)).toBe(false);
  });

  it('shows a record without the field empty and untouched', async () => {
    const { container } = renderForm(<CpfInput source="cpf" label="CPF" />, { id: 1 });
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue(''));
    expect(sujo(container)).toBe(false);
  });

  it('keeps the caret where a digit is inserted in the middle', async () => {
    const user = userEvent.setup();
    renderForm(<CpfInput source="cpf" label="CPF" />);
    const campo = screen.getByLabelText<HTMLInputElement>('CPF');
    await user.type(campo, '5299822472');
    campo.setSelectionRange(4, 4);
    await user.keyboard('1');
    expect(campo).toHaveValue('529.198.224-72');
    expect(campo.selectionStart).toBe(5);
  });

  it('refuses a wrong CPF on submit with the Portuguese message', async () => {
    const user = userEvent.setup();
    const salvar = vi.fn();
    renderForm(<CpfInput source="cpf" label="CPF" validate={required()} />, {}, salvar);
    await user.type(screen.getByLabelText(/CPF/), '52998224724');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(salvar).not.toHaveBeenCalled();
  });

  it('says a half-typed CPF is incomplete', async () => {
    const user = userEvent.setup();
    renderForm(<CpfInput source="cpf" label="CPF" />);
    await user.type(screen.getByLabelText('CPF'), '529982');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CPF deve ter 11 dígitos')).toBeInTheDocument();
  });
});

describe('CnpjInput', () => {
  it('takes the alphanumeric CNPJ in lower case and stores it upper-cased', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<CnpjInput source="cnpj" label="CNPJ" />);
    const campo = screen.getByLabelText('CNPJ');
    await user.type(campo, '12abc34501de35');
    expect(campo).toHaveValue('12.ABC.345/01DE-35');
    await waitFor(() => expect(valores(container).cnpj).toBe('12ABC34501DE35'));
  });
});

describe('PhoneInput', () => {
  it('switches from landline to mobile as the 11th digit is typed', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<PhoneInput source="telefone" label="Telefone" />);
    const campo = screen.getByLabelText('Telefone');
    await user.type(campo, '1134567890');
    expect(campo).toHaveValue('(11) 3456-7890');
    await user.clear(campo);
    await user.type(campo, '11987654321');
    expect(campo).toHaveValue('(11) 98765-4321');
    await waitFor(() => expect(valores(container).telefone).toBe('11987654321'));
  });

  it.each(['(11) 98765-4321', '11987654321', '+55 11 98765-4321'])('accepts a pasted %s', async (colado) => {
    const user = userEvent.setup();
    const { container } = renderForm(<PhoneInput source="telefone" label="Telefone" />);
    const campo = screen.getByLabelText('Telefone');
    await user.click(campo);
    await user.paste(colado);
    expect(campo).toHaveValue('(11) 98765-4321');
    await waitFor(() => expect(valores(container).telefone).toBe('11987654321'));
  });
});

describe('MoneyInput', () => {
  it('is typed as cents and stores reais as a number', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<MoneyInput source="valor" label="Valor" />);
    const campo = screen.getByLabelText('Valor');
    await user.type(campo, '1');
    expect(campo).toHaveValue(`R$${NBSP}0,01`);
    await user.type(campo, '23456');
    expect(campo).toHaveValue(`R$${NBSP}1.234,56`);
    await waitFor(() => expect(valores(container).valor).toBe(1234.56));
    await user.type(campo, '{Backspace}');
    expect(campo).toHaveValue(`R$${NBSP}123,45`);
    await waitFor(() => expect(valores(container).valor).toBe(123.45));
  });

  it.each([
    [`R$${NBSP}1.234,56`, 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234.56', 1234.56],
    ['1.234', 1234],
  ])('reads a pasted %s as %s', async (colado, reais) => {
    const user = userEvent.setup();
    const { container } = renderForm(<MoneyInput source="valor" label="Valor" />);
    const campo = screen.getByLabelText('Valor');
    await user.click(campo);
    await user.paste(colado);
    await waitFor(() => expect(valores(container).valor).toBe(reais));
    expect(campo).toHaveValue(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais));
  });

  it('keeps the caret next to the digit being edited', async () => {
    const user = userEvent.setup();
    renderForm(<MoneyInput source="valor" label="Valor" />, { id: 1, valor: 1234.56 });
    const campo = screen.getByLabelText<HTMLInputElement>('Valor');
    expect(campo).toHaveValue(`R$${NBSP}1.234,56`);
    await user.click(campo);
    // Caret just after "1.2": typing 9 gives 12.934,56 and the caret must stay after the 9.
    campo.setSelectionRange(6, 6);
    await user.keyboard('9');
    expect(campo).toHaveValue(`R$${NBSP}12.934,56`);
    expect(campo.value.slice(0, campo.selectionStart ?? 0)).toBe(`R$${NBSP}12.9`);
  });

  it('shows a stored amount and empties to null', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<MoneyInput source="valor" label="Valor" />, { id: 1, valor: 10 });
    const campo = screen.getByLabelText('Valor');
    expect(campo).toHaveValue(`R$${NBSP}10,00`);
    await user.clear(campo);
    await waitFor(() => expect(valores(container).valor).toBeNull());
  });
});

describe('CpfCnpjInput', () => {
  it('switches from the CPF to the CNPJ mask at the 12th digit and back', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<CpfCnpjInput source="doc" label="CPF/CNPJ" />);
    const campo = screen.getByLabelText<HTMLInputElement>('CPF/CNPJ');
    await user.type(campo, '52998224725');
    expect(campo).toHaveValue('529.982.247-25');
    await user.clear(campo);
    await user.type(campo, '11222333000181');
    expect(campo).toHaveValue('11.222.333/0001-81');
    await waitFor(() => expect(valores(container).doc).toBe('11222333000181'));
    // Backspace until 11 digits remain (a press may take a separator rather than a digit).
    for (let i = 0; i < 6 && campo.value.replace(/\D/g, '').length > 11; i++) {
      await user.keyboard('{Backspace}');
    }
    expect(campo).toHaveValue('112.223.330-00');
    await waitFor(() => expect(valores(container).doc).toBe('11222333000'));
  });
});

describe('DecimalInput', () => {
  it('masks with the configured scale and stores a number', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<DecimalInput source="peso" label="Peso" escala={3} />, { id: 1, peso: 2.5 });
    const campo = screen.getByLabelText('Peso');
    await waitFor(() => expect(campo).toHaveValue('2,500'));
    expect(sujo(container)).toBe(false);
    await user.clear(campo);
    await user.type(campo, '1234,5');
    await user.tab();
    await waitFor(() => expect(valores(container).peso).toBe(1234.5));
    expect(campo).toHaveValue('1.234,500');
  });

  it('reads a pasted 1.234,567 or 1234.567', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<DecimalInput source="peso" label="Peso" escala={3} />);
    const campo = screen.getByLabelText('Peso');
    await user.click(campo);
    await user.paste('1234.567');
    await waitFor(() => expect(valores(container).peso).toBe(1234.567));
    await user.clear(campo);
    await user.paste('1.234,567');
    await waitFor(() => expect(valores(container).peso).toBe(1234.567));
  });
});

describe('DataBRTextInput and CardNumberInput', () => {
  it('stores a typed date as DD/MM/YYYY and reads a pasted 1/2/2026', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<DataBRTextInput source="data" label="Data" />);
    const campo = screen.getByLabelText('Data');
    await user.type(campo, '01022026');
    expect(campo).toHaveValue('01/02/2026');
    await waitFor(() => expect(valores(container).data).toBe('01/02/2026'));
    await user.clear(campo);
    await user.paste('3/4/2026');
    await waitFor(() => expect(valores(container).data).toBe('03/04/2026'));
  });

  it('groups an Amex 4-6-5, shows the brand and stores digits', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<CardNumberInput source="cartao" label="Cartão" />);
    const campo = screen.getByLabelText('Cartão');
    await user.type(campo, '378282246310005');
    expect(campo).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeInTheDocument();
    await waitFor(() => expect(valores(container).cartao).toBe('378282246310005'));
  });
});
