/**
 * The phone cards of every list (a register's, the orders'): plain links in a bare list, styled
 * once by the list's sx instead of per card. Each list adds what its own cards hold.
 */
export const estiloCartoes = (alturaMinima: number) =>
  ({
    m: 0,
    p: 0,
    listStyle: 'none',
    '& .cartao': {
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      px: 2,
      py: 1,
      minHeight: alturaMinima,
      color: 'text.primary',
      textDecoration: 'none',
      borderBottom: 1,
      borderColor: 'divider',
      '&:hover': { bgcolor: 'action.hover' },
      '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
    },
  }) as const;
