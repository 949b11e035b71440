/*
 * Stands in for react-admin 5.15.4's <Notification> (ra-ui-materialui/src/layout/Notification.tsx),
 * the toast AdminUI renders next to CoreAdminUI.
 *
 * Why: the product's rule (SPEC section 9), not speed: up to three toasts visible at once, where
 * upstream's Snackbar shows one at a time. No speed gain was measured for this part.
 *
 * Relies on (react-admin / ra-core 5.15.4): useNotificationContext's { notifications,
 * takeNotification } queue; useTakeUndoableMutation, whose value returns the oldest undoable
 * change as a function of { isUndo } (undefined when none); CloseNotificationContext; the
 * NotificationPayload shape (message, type, notificationOptions: autoHideDuration, undoable,
 * messageArgs, multiLine); the translation key ra.action.undo.
 * Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Collapse } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_MAX_VISIBLE } from '../config';

interface Visivel {
  id: number;
  payload: NotificationPayload;
  aberta: boolean;
}

type Fechar = (id: number, desfazer: boolean) => void;

function ItemNotificacao({ item, fechar, aoSair }: { item: Visivel; fechar: Fechar; aoSair: (item: Visivel) => void }) {
  const translate = useTranslate();
  const { message, type, notificationOptions: opcoes = {} } = item.payload;
  const duracao = opcoes.autoHideDuration === undefined ? NOTIFICATION_DURATION_MS : opcoes.autoHideDuration;

  useEffect(() => {
    if (!item.aberta || duracao == null) return;
    const relogio = setTimeout(() => fechar(item.id, false), duracao);
    return () => clearTimeout(relogio);
  }, [item.aberta, item.id, duracao, fechar]);

  useEffect(() => {
    // An undoable change is only sent when its toast closes: leaving the page first would lose it.
    if (!opcoes.undoable || !item.aberta) return;
    const avisar = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [opcoes.undoable, item.aberta]);

  // Server messages arrive already in Portuguese: a message that is not a key is shown as it is.
  const texto = typeof message === 'string' ? translate(message, { _: message, ...opcoes.messageArgs }) : message;
  return (
    <Collapse in={item.aberta} onExited={() => aoSair(item)} appear>
      <CloseNotificationContext.Provider value={() => fechar(item.id, false)}>
        <Alert
          variant="filled"
          severity={type}
          role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
          onClose={() => fechar(item.id, false)}
          closeText="Fechar"
          action={
            opcoes.undoable ? (
              <Button color="inherit" size="small" onClick={() => fechar(item.id, true)}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ mt: 1, boxShadow: 3, whiteSpace: opcoes.multiLine ? 'pre-wrap' : undefined }}
        >
          {texto}
        </Alert>
      </CloseNotificationContext.Provider>
    </Collapse>
  );
}

/**
 * Toasts of SPEC section 9: up to three visible at once, 4000 ms each; the rest wait in
 * react-admin's queue. Undoable changes keep react-admin's contract: the change is sent (or
 * undone) when its toast closes, and only one undoable toast shows at a time so the changes
 * are taken from react-admin's queue in the order they were made.
 */
export function Notificacoes() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [visiveis, setVisiveis] = useState<Visivel[]>([]);
  const proximoId = useRef(0);
  const desfazerPedido = useRef(new Map<number, boolean>());

  useEffect(() => {
    const abertas = visiveis.filter((v) => v.aberta);
    if (!notifications.length || abertas.length >= NOTIFICATION_MAX_VISIBLE) return;
    const proximaDesfazivel = Boolean(notifications[0]?.notificationOptions?.undoable);
    if (proximaDesfazivel && visiveis.some((v) => v.payload.notificationOptions?.undoable)) return;
    const payload = takeNotification();
    if (payload) setVisiveis((vs) => [...vs, { id: proximoId.current++, payload, aberta: true }]);
  }, [notifications, visiveis, takeNotification]);

  const fechar = useCallback<Fechar>((id, desfazer) => {
    desfazerPedido.current.set(id, desfazer);
    setVisiveis((vs) => vs.map((v) => (v.id === id ? { ...v, aberta: false } : v)));
  }, []);

  const remover = useCallback(
    (item: Visivel) => {
      if (item.payload.notificationOptions?.undoable) takeMutation()?.({ isUndo: desfazerPedido.current.get(item.id) ?? false });
      desfazerPedido.current.delete(item.id);
      setVisiveis((vs) => vs.filter((v) => v.id !== item.id));
    },
    [takeMutation],
  );

  if (!visiveis.length) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (t) => t.zIndex.snackbar,
        width: 'min(560px, calc(100vw - 32px))',
      }}
    >
      {visiveis.map((item) => (
        <ItemNotificacao key={item.id} item={item} fechar={fechar} aoSair={remover} />
      ))}
    </Box>
  );
}
