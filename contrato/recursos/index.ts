/**
 * Every declared resource, by name. The server's engine registers a table and the routes of
 * each; a reference field names its target by this key.
 */
import { clientes } from './clientes';
import { fornecedores } from './fornecedores';
import { funcionarios } from './funcionarios';
import { lojas } from './lojas';
import { metasLojas } from './metasLojas';
import { produtos } from './produtos';
import { produtosBase } from './produtosBase';
import { promocoes } from './promocoes';
import type { Recurso } from './recurso';
import { taxasRecebimento } from './taxasRecebimento';

export const RECURSOS: Readonly<Record<string, Recurso>> = {
  clientes,
  produtos,
  produtosBase,
  fornecedores,
  funcionarios,
  lojas,
  promocoes,
  taxasRecebimento,
  metasLojas,
};

export { clientes, fornecedores, funcionarios, lojas, metasLojas, produtos, produtosBase, promocoes, taxasRecebimento };
