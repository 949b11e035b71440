import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/**
 * A tiny in-memory dataProvider (what ra-data-fakerest would give, without the dependency):
 * enough for a ListGuesser to list, sort and paginate one resource.
 */
type Tabelas = Record<string, RaRecord[]>;

function comparar(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function filtrar(linhas: RaRecord[], filtro: Record<string, unknown>): RaRecord[] {
  const chaves = Object.keys(filtro ?? {});
  if (chaves.length === 0) return linhas;
  return linhas.filter((l) =>
    chaves.every((k) => {
      const v = filtro[k];
      if (k === 'q') return JSON.stringify(l).toLowerCase().includes(String(v).toLowerCase());
      return Array.isArray(v) ? v.includes(l[k]) : l[k] === v;
    }),
  );
}

export function memoryDataProvider(inicial: Tabelas): DataProvider {
  const tabelas: Tabelas = structuredClone(inicial);
  const tabela = (resource: string): RaRecord[] => (tabelas[resource] ??= []);
  const achar = (resource: string, id: Identifier): RaRecord => {
    const r = tabela(resource).find((l) => String(l.id) === String(id));
    if (!r) throw new Error(`${resource} ${String(id)} not found`);
    return r;
  };
  // The generic DataProvider signatures expect RecordType; the records here are plain RaRecords.
  const provider = {
    getList: async (resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> }) => {
      let linhas = filtrar(tabela(resource), params.filter ?? {});
      if (params.sort?.field) {
        const { field, order } = params.sort;
        linhas = [...linhas].sort((a, b) => comparar(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
      }
      const { page, perPage } = params.pagination ?? { page: 1, perPage: linhas.length };
      return { data: linhas.slice((page - 1) * perPage, page * perPage), total: linhas.length };
    },
    getOne: async (resource: string, params: { id: Identifier }) => ({ data: achar(resource, params.id) }),
    getMany: async (resource: string, params: { ids: Identifier[] }) => ({
      data: tabela(resource).filter((l) => params.ids.map(String).includes(String(l.id))),
    }),
    getManyReference: async (resource: string, params: { target: string; id: Identifier; pagination: { page: number; perPage: number } }) => {
      const linhas = tabela(resource).filter((l) => String(l[params.target]) === String(params.id));
      const { page, perPage } = params.pagination;
      return { data: linhas.slice((page - 1) * perPage, page * perPage), total: linhas.length };
    },
    update: async (resource: string, params: { id: Identifier; data: Partial<RaRecord> }) => {
      const r = achar(resource, params.id);
      Object.assign(r, params.data);
      return { data: r };
    },
    updateMany: async (resource: string, params: { ids: Identifier[]; data: Partial<RaRecord> }) => {
      for (const id of params.ids) Object.assign(achar(resource, id), params.data);
      return { data: params.ids };
    },
    create: async (resource: string, params: { data: Partial<RaRecord> }) => {
      const linhas = tabela(resource);
      const id = linhas.reduce((m, l) => Math.max(m, Number(l.id) || 0), 0) + 1;
      const r = { ...params.data, id } as RaRecord;
      linhas.push(r);
      return { data: r };
    },
    delete: async (resource: string, params: { id: Identifier }) => {
      const r = achar(resource, params.id);
      tabelas[resource] = tabela(resource).filter((l) => l !== r);
      return { data: r };
    },
    deleteMany: async (resource: string, params: { ids: Identifier[] }) => {
      const ids = params.ids.map(String);
      tabelas[resource] = tabela(resource).filter((l) => !ids.includes(String(l.id)));
      return { data: params.ids };
    },
  };
  return provider as unknown as DataProvider;
}
