import { useQuery } from '@tanstack/react-query';
import { CHAVE_ADMIN_PAINEIS } from '@retaguarda/contrato/api/paineisPessoais';
import { ROTAS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import { useCanal } from '../dataProvider/useCanal';
import { useSessao } from '../session/store';

/** The group's profiles, for an admin of users (who composes their dashboards); nobody else asks. */
export function usePerfisParaAdmin() {
  const canal = useCanal();
  const admin = (useSessao().usuario?.permissoes.permissions ?? []).includes(CHAVE_ADMIN_PAINEIS);
  const q = useQuery({ queryKey: ['paineis-pessoais', 'perfis'], queryFn: ({ signal }) => canal.chamar(ROTAS_USUARIOS.perfis, { signal }), enabled: admin, staleTime: 60_000 });
  return admin ? (q.data ?? []) : [];
}
