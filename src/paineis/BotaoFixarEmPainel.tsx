import Button from '@mui/material/Button';
import PushPinIcon from '@mui/icons-material/PushPin';
import { useState } from 'react';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { DialogoFixar, type ConsultaParaFixar } from './DialogoFixar';

/** 'Fixar em um painel' beside a saved view: the dialog loads only when asked. */
export function BotaoFixarEmPainel({ salvo, declaracao }: { salvo: ConsultaParaFixar; declaracao: DeclaracaoRelatorio }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<PushPinIcon />} onClick={() => setAberto(true)}>
        Fixar em um painel
      </Button>
      {aberto && <DialogoFixar aberto onFechar={() => setAberto(false)} salvo={salvo} declaracao={declaracao} />}
    </>
  );
}
