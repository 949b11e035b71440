import { useCallback, useEffect, useId, useRef, useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePreferenciaPedidos } from '../preferencias';
import { ConsultasSalvas } from '../../../../reactAdmin/ConsultasSalvas';
import { FormularioSobDemanda } from './FormularioSobDemanda';
import { ResumoFiltros } from './ResumoFiltros';

const primeiroCampo = (el: HTMLElement | null) =>
  el?.querySelector<HTMLElement>('[role="combobox"]:not([tabindex="-1"]), input:not([type="hidden"]):not([tabindex="-1"])');

/**
 * The filters of a wide screen, above the table: a one-line summary until the user asks to edit,
 * then the form in place, laid out in columns across the page. Once fetched the form stays
 * mounted while hidden, so a value still being typed (an incomplete date, a range the schema
 * refuses) is there again when it reopens; complete values are in the URL already. Open or
 * closed is remembered per user. Gives the toolbar's button and the part below it apart.
 */
export function useFiltrosRecolhiveis() {
  const [aberto, setAberto] = usePreferenciaPedidos('filtros.aberto');
  const [montado, setMontado] = useState(aberto);
  if (aberto && !montado) setMontado(true);
  const [carregado, setCarregado] = useState(false);
  const focarAoMostrar = useRef(false);
  const formulario = useRef<HTMLDivElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const idFormulario = useId();
  const aoCarregar = useCallback(() => setCarregado(true), []);

  // Only a user's click moves the focus: a panel opened by the stored preference leaves it where it is.
  useEffect(() => {
    if (!aberto || !carregado || !focarAoMostrar.current) return;
    focarAoMostrar.current = false;
    primeiroCampo(formulario.current)?.focus();
  }, [aberto, carregado]);

  const abrir = () => {
    focarAoMostrar.current = true;
    setAberto(true);
  };
  const fechar = () => {
    setAberto(false);
    botao.current?.focus();
  };

  const botaoEditar = (
    <Button
      ref={botao}
      size="small"
      variant={aberto ? 'contained' : 'outlined'}
      startIcon={<TuneIcon />}
      endIcon={<ExpandLessIcon sx={{ transform: aberto ? 'none' : 'rotate(180deg)', transition: 'transform 150ms' }} />}
      aria-expanded={aberto}
      aria-controls={idFormulario}
      onClick={aberto ? fechar : abrir}
      sx={{ flexShrink: 0 }}
    >
      Editar filtros
    </Button>
  );

  const painel = (
    <>
      {aberto ? null : <ResumoFiltros />}
      <Box id={idFormulario} ref={formulario} hidden={!aberto} component="section" aria-label="Filtros" sx={{ mt: 1 }}>
        {montado ? (
          <>
            <FormularioSobDemanda aoCarregar={aoCarregar} />
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mt: 1, flexWrap: 'wrap' }}>
              <Box sx={{ width: 320, maxWidth: '100%' }}>
                <ConsultasSalvas />
              </Box>
              <Button size="small" onClick={fechar}>
                Ocultar filtros
              </Button>
            </Box>
          </>
        ) : null}
      </Box>
    </>
  );
  return { botaoEditar, painel };
}
