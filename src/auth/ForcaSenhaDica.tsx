import { useDeferredValue, useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { Score } from '@zxcvbn-ts/core';
import { carregarAvaliador, type AvaliarSenha } from './carregamentos';

const CORES: Record<Score, 'error' | 'warning' | 'info' | 'success'> = {
  0: 'error',
  1: 'error',
  2: 'warning',
  3: 'info',
  4: 'success',
};

export interface ForcaSenhaDicaProps {
  senha: string;
  /** Name and e-mail typed on the form: a password made of them scores low. */
  dadosDoUsuario: string[];
  /** Becomes true when the password field is first focused: only then is zxcvbn loaded. */
  ativa: boolean;
}

/** The strength of the password being typed (advice only; SenhaNova is the rule). */
export function ForcaSenhaDica({ senha, dadosDoUsuario, ativa }: ForcaSenhaDicaProps) {
  const [avaliar, setAvaliar] = useState<AvaliarSenha | null>(null);
  const adiada = useDeferredValue(senha);

  useEffect(() => {
    if (!ativa || avaliar) return;
    let vivo = true;
    carregarAvaliador().then(
      (f) => vivo && setAvaliar(() => f),
      () => undefined, // no hint offline; the rule itself is checked on submit
    );
    return () => {
      vivo = false;
    };
  }, [ativa, avaliar]);

  if (!avaliar || !adiada) return null;
  const forca = avaliar(adiada, dadosDoUsuario);
  const aviso = forca.comum ? null : forca.aviso;
  return (
    <Box aria-live="polite" data-testid="forca-senha">
      <LinearProgress
        variant="determinate"
        value={(forca.pontuacao + 1) * 20}
        color={CORES[forca.pontuacao]}
        aria-label="Força da senha"
        aria-valuetext={forca.rotulo}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Força da senha: <strong>{forca.rotulo}</strong>
      </Typography>
      {aviso && (
        <Typography variant="body2" color="text.secondary">
          {aviso}
        </Typography>
      )}
      {forca.pontuacao < 3 && forca.sugestoes[0] && (
        <Typography variant="body2" color="text.secondary">
          {forca.sugestoes[0]}
        </Typography>
      )}
    </Box>
  );
}
