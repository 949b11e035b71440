/**
 * A strict little XML reader for the tests: no XML parser is installed, and a regex cannot tell a
 * well-formed document from one with crossed tags. It walks the text once with a stack of open
 * elements and throws, with the offset, at the first thing XML 1.0 does not allow (crossed or
 * unclosed tags, a bare '&' or '<' in text, duplicate attributes, content after the root).
 */
export interface Elemento {
  nome: string;
  atributos: Record<string, string>;
  filhos: Elemento[];
  texto: string;
}

const ENTIDADES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function ehInicioDeNome(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === ':';
}

function ehDeNome(c: string): boolean {
  return ehInicioDeNome(c) || (c >= '0' && c <= '9') || c === '-' || c === '.';
}

const ehEspaco = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

export function lerXml(xml: string): Elemento {
  let i = 0;
  const pilha: Elemento[] = [];
  let raiz: Elemento | null = null;
  const falha = (msg: string): never => {
    throw new Error(`XML malformado em ${i}: ${msg}`);
  };

  const decodificar = (bruto: string): string => {
    let saida = '';
    for (let k = 0; k < bruto.length; k++) {
      const c = bruto[k];
      if (c === '<') falha('"<" sem escape');
      if (c !== '&') {
        saida += c;
        continue;
      }
      const fim = bruto.indexOf(';', k);
      if (fim < 0) falha('"&" sem escape');
      const nome = bruto.slice(k + 1, fim);
      if (nome in ENTIDADES) saida += ENTIDADES[nome];
      else if (nome.startsWith('#x') && nome.length > 2 && [...nome.slice(2)].every((d) => '0123456789abcdefABCDEF'.includes(d))) saida += String.fromCodePoint(parseInt(nome.slice(2), 16));
      else if (nome.startsWith('#') && nome.length > 1 && [...nome.slice(1)].every((d) => d >= '0' && d <= '9')) saida += String.fromCodePoint(Number(nome.slice(1)));
      else falha(`entidade desconhecida &${nome};`);
      k = fim;
    }
    return saida;
  };

  const lerNome = (): string => {
    const inicio = i;
    if (!ehInicioDeNome(xml[i] ?? '')) falha('nome de elemento ou atributo inválido');
    while (i < xml.length && ehDeNome(xml[i])) i++;
    return xml.slice(inicio, i);
  };
  const pularEspacos = () => {
    while (i < xml.length && ehEspaco(xml[i])) i++;
  };

  if (xml.startsWith('<?xml')) {
    const fim = xml.indexOf('?>');
    if (fim < 0) falha('declaração XML sem fim');
    i = fim + 2;
  }
  while (i < xml.length) {
    if (xml.startsWith('<!--', i)) {
      const fim = xml.indexOf('-->', i + 4);
      if (fim < 0 || xml.slice(i + 4, fim).includes('--')) falha('comentário malformado');
      i = fim + 3;
    } else if (xml.startsWith('<?', i) || xml.startsWith('<!', i)) {
      falha('instrução ou declaração fora do lugar');
    } else if (xml.startsWith('</', i)) {
      i += 2;
      const nome = lerNome();
      pularEspacos();
      if (xml[i] !== '>') falha('tag de fechamento malformada');
      i++;
      const aberto = pilha.pop();
      if (!aberto || aberto.nome !== nome) falha(`</${nome}> fecha <${aberto?.nome ?? 'nada'}>`);
    } else if (xml[i] === '<') {
      if (raiz && pilha.length === 0) falha('conteúdo depois do elemento raiz');
      i++;
      const el: Elemento = { nome: lerNome(), atributos: {}, filhos: [], texto: '' };
      for (;;) {
        const antes = i;
        pularEspacos();
        if (xml.startsWith('/>', i) || xml[i] === '>') break;
        if (i === antes) falha('atributo sem espaço antes');
        const nome = lerNome();
        if (xml[i] !== '=') falha(`atributo ${nome} sem "="`);
        const aspas = xml[i + 1];
        if (aspas !== '"' && aspas !== "'") falha(`atributo ${nome} sem aspas`);
        const fim = xml.indexOf(aspas, i + 2);
        if (fim < 0) falha(`atributo ${nome} sem fim`);
        if (nome in el.atributos) falha(`atributo ${nome} repetido`);
        el.atributos[nome] = decodificar(xml.slice(i + 2, fim));
        i = fim + 1;
      }
      pilha.at(-1)?.filhos.push(el);
      raiz ??= el;
      if (xml[i] === '/') i += 2;
      else {
        i++;
        pilha.push(el);
      }
    } else {
      const fim = xml.indexOf('<', i);
      const bruto = xml.slice(i, fim < 0 ? xml.length : fim);
      const atual = pilha.at(-1);
      if (!atual && [...bruto].some((c) => !ehEspaco(c))) falha('texto fora do elemento raiz');
      if (atual) atual.texto += decodificar(bruto);
      i += bruto.length;
    }
  }
  if (pilha.length > 0) falha(`<${pilha.at(-1)?.nome}> não foi fechado`);
  if (!raiz) return falha('documento sem elemento raiz');
  return raiz;
}

/** Every element at `caminho` ("infNFe/det/prod") below `el`. */
export function todos(el: Elemento, caminho: string): Elemento[] {
  return caminho.split('/').reduce<Elemento[]>((atuais, nome) => atuais.flatMap((a) => a.filhos.filter((f) => f.nome === nome)), [el]);
}

/** The text of the single element at `caminho`; fails when there is not exactly one. */
export function texto(el: Elemento, caminho: string): string {
  const achados = todos(el, caminho);
  if (achados.length !== 1) throw new Error(`${caminho}: ${achados.length} elementos`);
  return achados[0].texto;
}
