/**
 * The device of a session in Portuguese, from its user-agent ("Chrome no Windows"). A short
 * ordered list of tokens is enough for the browsers and systems the stores use; anything else
 * reads "Navegador desconhecido" rather than a guess. Order matters: Edge and Opera also say
 * "Chrome", Chrome also says "Safari", Android also says "Linux".
 */
const NAVEGADORES: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SISTEMAS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const primeiro = (ua: string, lista: readonly [RegExp, string][]): string | undefined => lista.find(([re]) => re.test(ua))?.[1];

export function descreverDispositivo(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconhecido';
  const navegador = primeiro(userAgent, NAVEGADORES);
  const sistema = primeiro(userAgent, SISTEMAS);
  const celular = /Mobile|iPhone|Android.*Mobile/.test(userAgent) ? ' (celular)' : '';
  if (navegador && sistema) return `${navegador} no ${sistema}${celular}`;
  if (navegador) return navegador;
  if (sistema) return `Navegador desconhecido no ${sistema}${celular}`;
  return 'Navegador desconhecido';
}
