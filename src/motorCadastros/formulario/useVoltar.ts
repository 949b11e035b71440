import { useNavigate } from 'react-router-dom';

/**
 * Cancelar: back where the user came from, or to `destino` when the form was opened directly
 * (nothing behind it in this tab). React Router numbers its history entries in `idx`.
 */
export function useVoltar(destino: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(destino);
  };
}
