import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import EditIcon from '@mui/icons-material/Edit';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { CabecalhoPagina, type PassoTrilha } from '../../layout/CabecalhoPagina';
import { usePermissoesRecurso } from '../usePermissoesRecurso';
import { BotaoSituacao } from './BotaoSituacao';
import { HistoricoDoRegistro } from './HistoricoDoRegistro';
import { SecoesDoRegistro } from './SecoesDoRegistro';
import { tituloDoRegistro } from './tituloDoRegistro';

/** What a module adds to the generated record page: a section of its own (a client's orders), after the declared ones. */
export interface SecaoExtra {
  chave: string;
  Componente: ComponentType<{ registro: Registro }>;
}

export interface FichaRecursoProps {
  recurso: Recurso;
  resource: string;
  /** Início › Área › the register: the steps before the record's title. */
  trilha: PassoTrilha[];
  registro: Registro;
  recarregar: () => void;
  secoesExtras?: readonly SecaoExtra[];
  /** Buttons a module adds beside Editar and Inativar. */
  acoesExtras?: ReactNode;
}

/** The record page: its title, whether it is active, its actions, its sections and its history. */
export function FichaRecurso({ recurso, resource, trilha, registro, recarregar, secoesExtras = [], acoesExtras }: FichaRecursoProps) {
  const { escrever } = usePermissoesRecurso(recurso);
  const lista = `/${resource}`;
  const titulo = tituloDoRegistro(recurso, registro);
  const acoes = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {acoesExtras}
      {escrever ? (
        <>
          {registro.ativo ? (
            <Button component={Link} to={`${lista}/${registro.id}`} variant="contained" startIcon={<EditIcon />}>
              Editar
            </Button>
          ) : null}
          <BotaoSituacao recurso={recurso} resource={resource} registro={registro} recarregar={recarregar} />
        </>
      ) : null}
    </Box>
  );
  return (
    <>
      <CabecalhoPagina titulo={titulo} trilha={trilha} acoes={acoes} />
      <Box role="status" aria-live="off" aria-label="Situação" sx={{ mt: -2, mb: 2 }}>
        <Chip size="small" label={registro.ativo ? 'Ativo' : 'Inativo'} color={registro.ativo ? 'success' : 'default'} variant={registro.ativo ? 'filled' : 'outlined'} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <SecoesDoRegistro recurso={recurso} registro={registro} />
        {secoesExtras.map(({ chave, Componente }) => (
          <Componente key={chave} registro={registro} />
        ))}
        <HistoricoDoRegistro resource={resource} id={registro.id} version={registro.version} />
      </Box>
    </>
  );
}
