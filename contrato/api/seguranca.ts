/** The security log: its filter and answer live with the server until the panel has a screen for it. */
import { defineEndpoints } from '../modulos/declaracao';

export const ROTAS_SEGURANCA = defineEndpoints({
  eventos: { metodo: 'GET', caminho: '/v1/seguranca/eventos', acesso: { chave: 'torre_de_controle_revisao_e_gestao_de_acessos' }, escopo: 'grupo' },
});
