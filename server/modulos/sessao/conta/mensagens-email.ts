import { formatPhone } from '@retaguarda/contrato/br/contact';
import { formatCnpj } from '@retaguarda/contrato/br/documents';
import type { Mensagem } from '../../../mail';

/**
 * The texts of the account e-mails. Subjects never carry a link or a token: the outbox logs
 * them so a person trying the product locally can find the file.
 */
export function emailRedefinicao(para: string, link: string): Mensagem {
  return {
    para,
    assunto: 'Redefinição de senha do Retaguarda',
    texto: [
      'Recebemos um pedido para redefinir a sua senha do Retaguarda.',
      '',
      'Para escolher uma nova senha, abra o link abaixo (válido por 30 minutos, uma única vez):',
      '',
      link,
      '',
      'Se você não pediu, ignore este e-mail: a sua senha continua a mesma.',
    ].join('\n'),
  };
}

export interface DadosSolicitacao {
  nome: string;
  email: string;
  telefone: string;
  cnpj: string;
  nomeSeller: string;
}

export function emailNovaSolicitacao(para: string, s: DadosSolicitacao, urlPainel: string): Mensagem {
  return {
    para,
    assunto: `Pedido de acesso ao Retaguarda: ${s.nomeSeller}`,
    texto: [
      `${s.nome} pediu acesso ao Retaguarda como usuário da loja ${s.nomeSeller}.`,
      'O e-mail abaixo foi confirmado: quem pediu recebeu o link de confirmação nesse endereço.',
      '',
      `Nome: ${s.nome}`,
      `E-mail: ${s.email}`,
      `Telefone: ${formatPhone(s.telefone)}`,
      `CNPJ informado: ${formatCnpj(s.cnpj)}`,
      '',
      'Nenhum usuário foi criado ainda. Se reconhecer a pessoa, aprove o pedido na aba "Pedidos de',
      `acesso" do cadastro de usuários (${urlPainel}/cadastros/usuarios?aba=pedidos), escolhendo a loja`,
      'e o perfil: ela recebe então um link para definir a própria senha. Se não reconhecer, rejeite',
      'o pedido (a pessoa é avisada) ou não faça nada: nenhum acesso é criado.',
    ].join('\n'),
  };
}

/** To whoever asked for access with this e-mail: the link that proves they own it. */
export function emailConfirmacao(para: string, s: Omit<DadosSolicitacao, 'nomeSeller' | 'email'>, link: string): Mensagem {
  return {
    para,
    assunto: 'Confirme seu e-mail no Retaguarda',
    texto: [
      'Recebemos um pedido de acesso ao Retaguarda com este e-mail:',
      '',
      `Nome: ${s.nome}`,
      `Telefone: ${formatPhone(s.telefone)}`,
      `CNPJ da loja: ${formatCnpj(s.cnpj)}`,
      '',
      'Se foi você, confirme o e-mail abrindo o link abaixo (válido por 24 horas). Só então o pedido',
      'chega a um administrador da loja:',
      '',
      link,
      '',
      'Se não foi você, ignore este e-mail: sem a confirmação, nada é criado.',
    ].join('\n'),
  };
}

/** To a person whose access was activated: the link to choose their own password. */
export function emailDefinirSenha(para: string, nome: string, link: string): Mensagem {
  return {
    para,
    assunto: 'Seu acesso ao Retaguarda foi liberado',
    texto: [
      `Olá, ${nome}.`,
      '',
      'Seu acesso ao Retaguarda foi liberado. Para definir a sua senha, abra o link abaixo',
      '(válido por 72 horas, uma única vez):',
      '',
      link,
      '',
      'Se o link expirar, peça outro em "Esqueci minha senha" na página de entrada.',
    ].join('\n'),
  };
}

/** To the owner of an e-mail that already had an account or a pending request. */
export function emailSolicitacaoRepetida(para: string, urlPainel: string): Mensagem {
  return {
    para,
    assunto: 'Pedido de acesso ao Retaguarda',
    texto: [
      'Recebemos um pedido de acesso ao Retaguarda com este e-mail, que já está cadastrado',
      'ou já tem um pedido em análise. Nada foi alterado.',
      '',
      `Se esqueceu a senha, peça um link em ${urlPainel}/auth/forgot-password.`,
      'Se não foi você, ignore este e-mail.',
    ].join('\n'),
  };
}

/** To a person whose request for access an administrator turned down. */
export function emailAcessoRejeitado(para: string, nome: string, nomeSeller: string, motivo: string): Mensagem {
  return {
    para,
    assunto: 'Seu pedido de acesso ao Retaguarda',
    texto: [
      `Olá, ${nome}.`,
      '',
      `Um administrador da loja ${nomeSeller} analisou o seu pedido de acesso ao Retaguarda e não o aprovou.`,
      ...(motivo ? ['', `Motivo informado: ${motivo}`] : []),
      '',
      'Se acha que houve um engano, fale com o responsável pela loja.',
    ].join('\n'),
  };
}
