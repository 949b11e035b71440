/**
 * Every declared resource, by name. The server's engine registers a table and the routes of
 * each; a reference field names its target by this key.
 */
import { clientes } from './clientes';
import { fornecedores } from './fornecedores';
import { funcionarios } from './funcionarios';
import { lojas } from './lojas';
import { produtos } from './produtos';
import { produtosBase } from './produtosBase';
import { promocoes } from './promocoes';
import type { Recurso } from './recurso';

export const RECURSOS: Readonly<Record<string, Recurso>> = {
  clientes,
  produtos,
  produtosBase,
  fornecedores,
  funcionarios,
  lojas,
  promocoes,
};

export { clientes, fornecedores, funcionarios, lojas, produtos, produtosBase, promocoes };
