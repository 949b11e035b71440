import { Fragment, memo, useContext, useMemo, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useCreatePath, useListContext, useResourceContext } from 'react-admin';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { TextoEmail } from '../../layout/TextoEmail';
import { ChipInativo, colunasDoRecurso, estiloCelulas, textoDaCelula, type ColunaRecurso } from './colunas';
import type { ColunaExtra } from './extensaoLista';
import { estiloCartoes } from './estiloCartoes';
import { MidiaDoRegistroContext } from './midiaDoRegistro';

const estilos = {
  ...estiloCartoes(64),
  ...estiloCelulas,
  '& .cartao-texto': { display: 'block', flex: '1 1 auto', minWidth: 0 },
  '& .cartao-titulo': { display: 'block', typography: 'body1', fontWeight: 500, overflowWrap: 'anywhere' },
  '& .cartao-detalhe': { display: 'block', typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' },
  '& .cartao-extra': { whiteSpace: 'nowrap' },
  // a piece wider than the card (rare) ends in an ellipsis; the record's page, a tap away, shows it whole
  '& .cartao-inteiro': { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
} as const;

/** Texts read as one token: a line break inside a phone number or a document makes it hard to read or dial. */
const SEM_QUEBRA = new Set<Campo['tipo']>(['telefone', 'cpf', 'cnpj', 'cpf_cnpj', 'cep', 'gtin', 'ncm', 'data', 'data_hora']);

/** One part of a card's detail line: an e-mail may wrap before its '@' only, a token nowhere. */
function ParteDetalhe({ texto, tipo }: { texto: string; tipo: Campo['tipo'] }) {
  if (tipo === 'email') return <TextoEmail email={texto} />;
  return SEM_QUEBRA.has(tipo) ? <span className="cartao-inteiro">{texto}</span> : <>{texto}</>;
}

const SEM_EXTRAS: readonly ColunaExtra[] = [];

// Spaces between the parts: the link's text (its name for a screen reader) reads as words.
const Cartao = memo(function Cartao({
  registro,
  titulo,
  detalhes,
  extras,
  caminho,
  Midia,
}: {
  registro: Registro;
  titulo: ColunaRecurso;
  detalhes: ColunaRecurso[];
  extras: readonly ColunaExtra[];
  caminho: string;
  Midia?: ComponentType<{ registro: Registro }>;
}) {
  const linhas = detalhes.map((c) => ({ texto: textoDaCelula(registro, c.nome, c.campo), coluna: c })).filter((l) => l.texto);
  return (
    <li>
      <Link className="cartao" to={caminho}>
        {Midia ? <Midia registro={registro} /> : null}
        <span className="cartao-texto">
          <span className="cartao-titulo">{textoDaCelula(registro, titulo.nome, titulo.campo) || 'Sem nome'}</span>{' '}
          {linhas.length ? (
            <span className="cartao-detalhe">
              {linhas.map(({ texto, coluna }, i) => (
                <Fragment key={coluna.nome}>
                  {/* the dot stays at the end of a line, never starts the next one */}
                  {i > 0 ? '\u00a0· ' : null}
                  <ParteDetalhe texto={texto} tipo={coluna.campo.tipo} />
                </Fragment>
              ))}
            </span>
          ) : null}
          {extras.length ? (
            <span className="cartao-detalhe">
              {extras.map(({ chave, rotulo, Celula }, i) => (
                <Fragment key={chave}>
                  {i > 0 ? ' · ' : null}
                  <span className="cartao-extra">
                    {rotulo}: <Celula registro={registro} />
                  </span>
                </Fragment>
              ))}
            </span>
          ) : null}
        </span>
        {registro.ativo ? null : <ChipInativo />}
      </Link>
    </li>
  );
});

/**
 * The phone's form of the table: one card per record (its title, then the other default columns:
 * for a client the document, e-mail and phone), tapping opens the record. Plain links, no
 * per-card hooks; a module's extra columns as one more line, each after its label.
 */
export function CartoesRecurso({ recurso, colunasExtras = SEM_EXTRAS }: { recurso: Recurso; colunasExtras?: readonly ColunaExtra[] }) {
  const { data } = useListContext<Registro>();
  const resource = useResourceContext() ?? recurso.nome;
  const createPath = useCreatePath();
  const midia = useContext(MidiaDoRegistroContext);
  const { titulo, detalhes } = useMemo(() => {
    const colunas = colunasDoRecurso(recurso);
    return { titulo: colunas[0], detalhes: colunas.slice(1).filter((c) => !c.opcional) };
  }, [recurso]);
  if (!data || data.length === 0 || !titulo) return null;
  return (
    <Box component="ul" aria-label={recurso.rotulo.plural} sx={estilos}>
      {data.map((r) => (
        <Cartao
          key={r.id}
          registro={r}
          titulo={titulo}
          detalhes={detalhes}
          extras={colunasExtras}
          caminho={createPath({ resource, type: 'show', id: r.id })}
          Midia={midia?.Componente}
        />
      ))}
    </Box>
  );
}
