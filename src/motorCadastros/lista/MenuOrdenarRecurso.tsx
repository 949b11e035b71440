import { camposCom, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { MenuOrdenacao, type OpcaoOrdenacao } from '../../layout/MenuOrdenacao';

/** The sorts a phone offers (its cards have no headers to click): each sortable field both ways. */
export function opcoesOrdenacao(recurso: Recurso): OpcaoOrdenacao[] {
  return camposCom(recurso, 'ordenavel').flatMap((nome) => {
    const { rotulo, tipo } = recurso.campos[nome];
    const [cresce, decresce] = tipo === 'data' || tipo === 'data_hora' ? ['mais antigo primeiro', 'mais recente primeiro'] : ['A a Z', 'Z a A'];
    return [
      { rotulo: `${rotulo}, ${cresce}`, sort: { field: nome, order: 'ASC' as const } },
      { rotulo: `${rotulo}, ${decresce}`, sort: { field: nome, order: 'DESC' as const } },
    ];
  });
}

export function MenuOrdenarRecurso({ recurso }: { recurso: Recurso }) {
  return <MenuOrdenacao opcoes={opcoesOrdenacao(recurso)} />;
}
