import { memo, useCallback } from 'react';
import type { DataTableRowProps } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { LinhaDaTabela } from '../../reactAdmin/LinhaDaTabela';
import { useRecursoAtual } from '../useRecursoAtual';

const inativo = (r: Registro) => !r.ativo;

/** One record's row in a generated list: a click opens its page, the checkbox is named after its title, an inactive one reads dimmed. */
export const LinhaRecurso = memo(function LinhaRecurso(props: DataTableRowProps) {
  const { recurso } = useRecursoAtual();
  const nomeDe = useCallback((r: Registro) => String(r[recurso.titulo] ?? r.id), [recurso]);
  return <LinhaDaTabela<Registro> {...props} abrirEm="show" resourcePadrao={recurso.nome} nomeDe={nomeDe} esmaecida={inativo} />;
});
