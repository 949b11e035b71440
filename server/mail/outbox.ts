import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A message of the local outbox, decoded enough to read it in tests and journeys. */
export interface MensagemLida {
  arquivo: string;
  para: string;
  assunto: string;
  texto: string;
}

/** Headers and body of one MIME entity; header names in lower case, folded lines joined. */
function separar(bruto: string): { cabecalhos: Map<string, string>; corpo: string } {
  const fim = bruto.indexOf('\n\n');
  const cabeca = fim < 0 ? bruto : bruto.slice(0, fim);
  const cabecalhos = new Map<string, string>();
  for (const linha of cabeca.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = linha.indexOf(':');
    if (i > 0) cabecalhos.set(linha.slice(0, i).trim().toLowerCase(), linha.slice(i + 1).trim());
  }
  return { cabecalhos, corpo: fim < 0 ? '' : bruto.slice(fim + 2) };
}

function bytesQuotedPrintable(texto: string): Buffer {
  const semQuebrasLeves = texto.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < semQuebrasLeves.length; i++) {
    const c = semQuebrasLeves[i];
    if (c === '=' && /^[0-9A-F]{2}$/i.test(semQuebrasLeves.slice(i + 1, i + 3))) {
      bytes.push(parseInt(semQuebrasLeves.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodificarCorpo(corpo: string, codificacao: string | undefined): string {
  switch ((codificacao ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(corpo.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return bytesQuotedPrintable(corpo).toString('utf8');
    default:
      return corpo;
  }
}

/**
 * RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes accented subjects.
 * Adjacent words are joined as bytes first: a long subject may be split inside a character.
 */
function decodificarCabecalho(valor: string): string {
  const palavra = /=\?[^?]+\?([QB])\?([^?]*)\?=/gi;
  const bytes = (tipo: string, dados: string): Buffer =>
    tipo.toUpperCase() === 'B' ? Buffer.from(dados, 'base64') : bytesQuotedPrintable(dados.replace(/_/g, ' '));
  let saida = '';
  let pendentes: Buffer[] = [];
  let fim = 0;
  for (const m of valor.matchAll(palavra)) {
    const entre = valor.slice(fim, m.index);
    // Whitespace between two encoded words is folding, not text.
    if (pendentes.length > 0 && entre.trim() !== '') {
      saida += Buffer.concat(pendentes).toString('utf8');
      pendentes = [];
    }
    if (pendentes.length === 0) saida += entre;
    pendentes.push(bytes(m[1], m[2]));
    fim = m.index + m[0].length;
  }
  return saida + Buffer.concat(pendentes).toString('utf8') + valor.slice(fim);
}

/** The text/plain part: the body itself, or the first text/plain part of a multipart message. */
function textoSimples(cabecalhos: Map<string, string>, corpo: string): string {
  const tipo = cabecalhos.get('content-type') ?? 'text/plain';
  const fronteira = /boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  if (!tipo.toLowerCase().startsWith('multipart/') || !fronteira) {
    // The line break that closes the body belongs to the message format, not to the text.
    return decodificarCorpo(corpo.replace(/\n$/, ''), cabecalhos.get('content-transfer-encoding'));
  }
  for (const parte of corpo.split(`--${fronteira}`).slice(1)) {
    const p = separar(parte.replace(/^\n/, ''));
    if ((p.cabecalhos.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) return textoSimples(p.cabecalhos, p.corpo);
  }
  return '';
}

/** Every .eml in `dir`, oldest first (newest last); an absent folder is an empty outbox. */
export async function lerOutbox(dir: string): Promise<MensagemLida[]> {
  const nomes = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  const mensagens: MensagemLida[] = [];
  for (const nome of nomes.filter((n) => n.endsWith('.eml')).sort()) {
    const arquivo = join(dir, nome);
    const { cabecalhos, corpo } = separar((await readFile(arquivo, 'utf8')).replace(/\r\n/g, '\n'));
    mensagens.push({
      arquivo,
      para: decodificarCabecalho(cabecalhos.get('to') ?? ''),
      assunto: decodificarCabecalho(cabecalhos.get('subject') ?? ''),
      texto: textoSimples(cabecalhos, corpo),
    });
  }
  return mensagens;
}
