import { defineModulo } from '../declaracao';

/** The users register: not a declared resource (users, profiles and requests have their own rules), its own screens. */
export default defineModulo({
  nome: 'cadastros/usuarios',
  area: 'cadastros',
  menu: { rota: '/cadastros/usuarios', rotulo: 'Usuários do sistema', icone: 'ManageAccounts', chave: 'cadastros_usuarios_do_sistema' },
});
