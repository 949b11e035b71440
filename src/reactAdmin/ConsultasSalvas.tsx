/*
 * Stands in for react-admin 5.15.4's <SavedQueriesList> (ra-ui-materialui/src/list/filter/SavedQueriesList.tsx)
 * in the order list's filters.
 *
 * Why: accessibility, not speed: upstream puts its add/remove button inside the <ul> of saved
 * queries, which axe's rule 'list' refuses. No speed gain was measured.
 *
 * Relies on (react-admin 5.15.4): FilterListSection, AddSavedQueryIconButton,
 * RemoveSavedQueryIconButton, SavedQueryFilterListItem, extractValidSavedQueries, useSavedQueries
 * (returns [queries, setQueries]; each query { label, value: { filter, sort, perPage,
 * displayedFilters } }), useListContext, and the keys ra.saved_queries.label and .help.
 * Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import HelpIcon from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import {
  AddSavedQueryIconButton,
  FilterListSection,
  RemoveSavedQueryIconButton,
  SavedQueryFilterListItem,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { Dica } from '../layout/Dica';

/** Stable JSON of a value with object keys sorted, so two equal filters compare equal. */
function chave(valor: unknown): string {
  return JSON.stringify(valor, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * react-admin's SavedQueriesList puts its add/remove button inside the <ul> of saved queries,
 * which screen readers announce as a broken list (axe 'list'). Same behaviour, with the button
 * beside the list instead of in it.
 */
export function ConsultasSalvas() {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [salvas] = useSavedQueries(resource);
  const validas = extractValidSavedQueries(salvas);
  const atual = chave({ filter: filterValues, sort, perPage, displayedFilters });
  const jaSalva = validas.some((s) => chave(s.value) === atual);
  const temFiltro = Object.keys(filterValues ?? {}).length > 0;

  return (
    <FilterListSection label="ra.saved_queries.label" icon={<BookmarkIcon />}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -4.5 }}>
        {jaSalva ? (
          <RemoveSavedQueryIconButton />
        ) : temFiltro ? (
          <AddSavedQueryIconButton />
        ) : (
          <Dica titulo={translate('ra.saved_queries.help')}>
            <HelpIcon aria-label={translate('ra.saved_queries.help')} />
          </Dica>
        )}
      </Box>
      {validas.length > 0 ? (
        <List dense disablePadding>
          {validas.map((s) => (
            <SavedQueryFilterListItem key={s.label} label={s.label} value={s.value} />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nenhuma consulta salva.
        </Typography>
      )}
    </FilterListSection>
  );
}
