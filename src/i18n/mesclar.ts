export type Mensagens = { [chave: string]: string | Mensagens };

function isObjeto(valor: unknown): valor is Mensagens {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

/** Deep merge of message trees; later trees win key by key, so a complement only lists what it changes. */
export function mesclarMensagens(...arvores: Mensagens[]): Mensagens {
  const resultado: Mensagens = {};
  for (const arvore of arvores) {
    for (const [chave, valor] of Object.entries(arvore)) {
      const atual = resultado[chave];
      resultado[chave] = isObjeto(atual) && isObjeto(valor) ? mesclarMensagens(atual, valor) : valor;
    }
  }
  return resultado;
}

/** Every leaf key of a message tree as a dotted path ('ra.action.save'). */
export function chavesDe(arvore: Mensagens, prefixo = ''): string[] {
  return Object.entries(arvore).flatMap(([chave, valor]) => {
    const caminho = prefixo ? `${prefixo}.${chave}` : chave;
    return isObjeto(valor) ? chavesDe(valor, caminho) : [caminho];
  });
}
