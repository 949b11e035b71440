import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { LIMITES_FOTO, MENSAGENS_FOTO, TIPOS_FOTO, type FotoProduto } from '@retaguarda/contrato/api/produtosFotos';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { resolveErrorMessage } from '../../../../http';
import { SecaoCartao } from '../../../../motorCadastros/formulario/SecaoCartao';
import { usePermissoesRecurso } from '../../../../motorCadastros/usePermissoesRecurso';
import { srcDaFoto, useAlterarFotos, useFotos } from './useFotos';

const grade = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5, m: 0, p: 0, listStyle: 'none' } as const;

function Miniatura({ foto, nome, escrever, ocupado, principal, excluir }: { foto: FotoProduto; nome: string; escrever: boolean; ocupado: boolean; principal: () => void; excluir: () => void }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: foto.principal ? 'primary.main' : 'divider', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}>
      <Box component="a" href={srcDaFoto(foto.id_produto, foto.id, 'grande')} target="_blank" rel="noopener" sx={{ display: 'block', aspectRatio: '1', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={srcDaFoto(foto.id_produto, foto.id, 'miniatura')}
          alt={`${nome}: foto ${foto.principal ? 'principal' : foto.id}`}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, minHeight: 40 }}>
        {foto.principal ? <Chip size="small" color="primary" icon={<StarIcon />} label="Principal" /> : null}
        <Box sx={{ flex: 1 }} />
        {escrever && !foto.principal ? (
          <Tooltip title="Definir como principal">
            <span>
              <IconButton size="small" aria-label={`Definir foto ${foto.id} como principal`} onClick={principal} disabled={ocupado}>
                <StarBorderIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : null}
        {escrever ? (
          <Tooltip title="Excluir foto">
            <span>
              <IconButton size="small" aria-label={`Excluir foto ${foto.id}`} onClick={excluir} disabled={ocupado} color="error">
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}

/** A file the server would refuse for its size or type, told before sending it. */
function problemaDoArquivo(arquivo: File): string | null {
  if (arquivo.size > LIMITES_FOTO.bytes) return MENSAGENS_FOTO.grandeDemais;
  if (arquivo.type && !(TIPOS_FOTO as readonly string[]).includes(arquivo.type)) return MENSAGENS_FOTO.naoEImagem;
  return null;
}

/**
 * The product's photos on its record page: thumbnails (the main one marked and first), each
 * opening the large image; for whoever writes products, send a photo (JPEG, PNG or WebP up to
 * 8 MB, resized by the server), make one the main photo, delete one after confirming.
 */
export function FotosDoProduto({ registro, somenteLeitura = false }: { registro: Registro; somenteLeitura?: boolean }) {
  const id = Number(registro.id);
  const nome = String(registro.nome ?? '');
  const permissoes = usePermissoesRecurso(produtos);
  const escrever = permissoes.escrever && !somenteLeitura;
  const fotos = useFotos(id);
  const { enviar, principal, excluir } = useAlterarFotos(id);
  const [erroLocal, setErroLocal] = useState<string | null>(null);
  const [aExcluir, setAExcluir] = useState<FotoProduto | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const lista = fotos.data ?? [];
  const cheio = lista.length >= LIMITES_FOTO.porProduto;
  const ocupado = enviar.isPending || principal.isPending || excluir.isPending;

  const escolher = (e: ChangeEvent<HTMLInputElement>) => {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    const problema = problemaDoArquivo(arquivo);
    setErroLocal(problema);
    if (!problema) enviar.mutate(arquivo);
  };

  const erroEnvio = erroLocal ?? (enviar.error ? resolveErrorMessage(enviar.error) : null);
  return (
    <SecaoCartao titulo="Fotos">
      {escrever ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <input ref={entrada} type="file" accept={TIPOS_FOTO.join(',')} hidden onChange={escolher} aria-label="Arquivo da foto" />
          <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => entrada.current?.click()} disabled={ocupado || cheio || fotos.isPending}>
            {enviar.isPending ? 'Enviando foto…' : 'Enviar foto'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {cheio ? `Limite de ${LIMITES_FOTO.porProduto} fotos atingido` : `JPEG, PNG ou WebP até 8 MB; até ${LIMITES_FOTO.porProduto} fotos`}
          </Typography>
        </Box>
      ) : null}
      {enviar.isPending ? <LinearProgress aria-label="Enviando foto" sx={{ mb: 2 }} /> : null}
      {erroEnvio ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => (setErroLocal(null), enviar.reset())}>
          {erroEnvio}
        </Alert>
      ) : null}
      {fotos.isPending ? (
        <Box sx={grade} aria-label="Carregando fotos">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
          ))}
        </Box>
      ) : fotos.error ? (
        <Alert severity="error" action={<Button onClick={() => void fotos.refetch()}>Tentar novamente</Button>}>
          {resolveErrorMessage(fotos.error)}
        </Alert>
      ) : lista.length === 0 ? (
        <Typography color="text.secondary">Nenhuma foto deste produto.</Typography>
      ) : (
        <Box component="ul" sx={grade} aria-label="Fotos do produto">
          {lista.map((f) => (
            <Miniatura key={f.id} foto={f} nome={nome} escrever={escrever} ocupado={ocupado} principal={() => principal.mutate(f.id)} excluir={() => setAExcluir(f)} />
          ))}
        </Box>
      )}
      <Dialog open={aExcluir !== null} onClose={() => setAExcluir(null)} aria-labelledby="titulo-excluir-foto">
        <DialogTitle id="titulo-excluir-foto">Excluir esta foto?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A foto é apagada de vez.{aExcluir?.principal && lista.length > 1 ? ' A foto mais antiga que restar passa a ser a principal.' : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAExcluir(null)}>Cancelar</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (aExcluir) excluir.mutate(aExcluir.id);
              setAExcluir(null);
            }}
          >
            Excluir
          </Button>
        </DialogActions>
      </Dialog>
    </SecaoCartao>
  );
}
