/**
 * A critical alert's e-mail to the group's active users who hold the alerts' key, sent by a job
 * (never in the evaluation's transaction), once per alert: the job's key is the alert, and a run
 * that finds the alert's 'email_enviado' line (a retry after sending) sends nothing again.
 */
import { z } from 'zod/mini';
import { CHAVE_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { ehSeveridade, ROTULOS_SEVERIDADE } from '@retaguarda/contrato/alertas/regras';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { defineTarefa } from '../../tarefas/definir';
import { chavesEfetivas } from '../sessao/consultas/usuarios';
import { registrar } from './consultas/historico';

const ROTA_CAIXA = '/dashboard/alertas-notificacoes-criticas';

export const ENVIAR_EMAIL = defineTarefa({
  tipo: 'alertas.enviar_email',
  descricao: 'Envia por e-mail um alerta crítico aos usuários do grupo com acesso aos alertas',
  payload: z.object({ id_alerta: z.number().check(z.int(), z.positive()) }),
  maximo: 5,
  executar: async ({ id_alerta }, t) => {
    const db = t.db;
    const alerta = await db.selectFrom('alertas').select(['id', 'id_grupo', 'titulo', 'detalhe', 'severidade', 'aberto_em']).where('id', '=', id_alerta).executeTakeFirst();
    if (!alerta) return;
    const jaEnviado = await db.selectFrom('alertas_historico').select('id').where('id_alerta', '=', id_alerta).where('acao', '=', 'email_enviado').executeTakeFirst();
    if (jaEnviado) return;
    const usuarios = await db
      .selectFrom('users as u')
      .innerJoin('sellers as s', 's.id', 'u.id_seller')
      .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
      .select(['u.email', 'u.permissions', 'p.chaves'])
      .where('s.id_grupo', '=', alerta.id_grupo)
      .where('u.ativo', '=', 1)
      .orderBy('u.id')
      .execute();
    const para = usuarios.filter((u) => chavesEfetivas(u.chaves, u.permissions).includes(CHAVE_ALERTAS)).map((u) => u.email);
    const base = t.modulo.urlPublica ?? process.env.PUBLIC_URL ?? '';
    const severidade = ehSeveridade(alerta.severidade) ? ROTULOS_SEVERIDADE[alerta.severidade] : alerta.severidade;
    for (const email of para) {
      t.sinal.throwIfAborted();
      await t.modulo.correio.enviarEmail({
        para: email,
        assunto: `Alerta (${severidade}): ${alerta.titulo}`,
        texto: [
          `${alerta.titulo}`,
          '',
          alerta.detalhe,
          '',
          `Aberto em ${formatDateTime(alerta.aberto_em)}.`,
          `Veja e trate o alerta em ${base}${ROTA_CAIXA}`,
        ].join('\n'),
      });
    }
    await registrar(db, { idAlerta: id_alerta, acao: 'email_enviado', descricao: para.length === 1 ? 'E-mail enviado a 1 pessoa.' : `E-mail enviado a ${para.length} pessoas.`, idUsuario: null, em: t.agora().getTime() });
  },
});
