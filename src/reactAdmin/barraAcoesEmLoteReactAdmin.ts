// react-admin's bulk actions toolbar, in a chunk of its own: see AcoesEmLote in TabelaDados.tsx.
export { BulkActionsToolbar } from 'react-admin';
