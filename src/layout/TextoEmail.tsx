import Box from '@mui/material/Box';

// Each side of the '@' holds together, so an address wraps only before its '@' (never at a
// hyphen or a dot inside a name); a side wider than its box ends in '…', and the title has it whole.
const lado = { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' } as const;

/** An e-mail address as text: breaks only before its '@'. */
export function TextoEmail({ email }: { email: string }) {
  const arroba = email.lastIndexOf('@');
  if (arroba <= 0) return <Box component="span" sx={lado} title={email}>{email}</Box>;
  return (
    <span title={email}>
      <Box component="span" sx={lado}>{email.slice(0, arroba)}</Box>
      <wbr />
      <Box component="span" sx={lado}>{email.slice(arroba)}</Box>
    </span>
  );
}
