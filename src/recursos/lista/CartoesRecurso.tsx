import { Fragment, memo, useContext, useMemo, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useCreatePath, useListContext, useResourceContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { ChipInativo, colunasDoRecurso, textoDaCelula, type ColunaRecurso } from './colunas';
import type { ColunaExtra } from './extensaoLista';
import { estiloCartoes } from './estiloCartoes';
import { MidiaDoRegistroContext } from './midiaDoRegistro';

const estilos = {
  ...estiloCartoes(64),
  '& .cartao-texto': { display: 'block', flex: '1 1 auto', minWidth: 0 },
  '& .cartao-titulo': { display: 'block', typography: 'body1', fontWeight: 500, overflowWrap: 'anywhere' },
  '& .cartao-detalhe': { display: 'block', typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' },
  '& .cartao-extra': { whiteSpace: 'nowrap' },
} as const;

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
  const linhas = detalhes.map((c) => textoDaCelula(registro, c.nome, c.campo)).filter(Boolean);
  return (
    <li>
      <Link className="cartao" to={caminho}>
        {Midia ? <Midia registro={registro} /> : null}
        <span className="cartao-texto">
          <span className="cartao-titulo">{textoDaCelula(registro, titulo.nome, titulo.campo) || 'Sem nome'}</span>{' '}
          {linhas.length ? <span className="cartao-detalhe">{linhas.join(' · ')}</span> : null}
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
