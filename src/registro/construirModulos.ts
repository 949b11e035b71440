import type { ModuloDeclarado } from '@retaguarda/contrato/modulos/declaracao';
import { declaracoesDoMenu } from './declaracoes';
import { moduloEmConstrucao, telasDoModulo, type ModuleDefinition } from './telasDoModulo';

/**
 * The registry from what was found: every declaration with a menu entry, in menu order, joined by
 * route with the screens its panel folder binds. A declaration without a folder gets the engine's
 * screens when it names a register (a register needs no panel folder), else the 'Em construção'
 * page. Pure, so a test can add a module without a file of its own.
 */
export function construirModulos(
  declaracoes: Readonly<Record<string, ModuloDeclarado>>,
  telas: Readonly<Record<string, ModuleDefinition>>,
): ModuleDefinition[] {
  const porRota = new Map<string, ModuleDefinition>();
  for (const [caminho, modulo] of Object.entries(telas)) {
    if (porRota.has(modulo.route)) throw new Error(`${caminho}: a rota ${modulo.route} já tem telas em outra pasta`);
    porRota.set(modulo.route, modulo);
  }
  const modulos = declaracoesDoMenu(declaracoes).map((d) => {
    const doPainel = porRota.get(d.menu.rota);
    porRota.delete(d.menu.rota);
    return doPainel ?? (d.recurso === undefined ? moduloEmConstrucao(d) : telasDoModulo(d));
  });
  const soltas = [...porRota.keys()];
  if (soltas.length > 0) throw new Error(`Telas sem módulo declarado em contrato/modulos: ${soltas.join(', ')}`);
  return modulos;
}
