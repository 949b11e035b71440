/**
 * PostgreSQL's chave_texto(): the same key as chaveTexto in server/db/funcoes.ts (lower case, no
 * accents) for the letters Brazilian names carry. Plain SQL over translate() rather than the
 * unaccent extension, whose function is not IMMUTABLE and so cannot back an index. Accents are
 * removed before lower() so the result does not depend on the database's LC_CTYPE.
 */
const COM_ACENTO = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const SEM_ACENTO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

export const CHAVE_TEXTO_POSTGRES = `CREATE FUNCTION chave_texto(valor text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN lower(translate(valor, '${COM_ACENTO}', '${SEM_ACENTO}'))`;
