import { describe, expect, it } from 'vitest';
import jsonExport from '../../../shims/jsonexport';

describe('shims/jsonexport (what ra-core default CSV exporter calls)', () => {
  it('loads jsonexport on the first call and hands the CSV to the callback', async () => {
    const csv = await new Promise<string>((ok, falha) => {
      jsonExport([{ pedido: 1, cliente: 'Ana' }, { pedido: 2, cliente: 'Bruno' }], (erro: Error | null, texto: string) =>
        erro ? falha(erro) : ok(texto),
      );
    });
    expect(csv.split(/\r?\n/)).toEqual(['pedido,cliente', '1,Ana', '2,Bruno']);
  });

  it('passes the options through', async () => {
    const csv = await new Promise<string>((ok) => {
      jsonExport([{ a: 1, b: 2 }], { rowDelimiter: ';' }, (_erro: Error | null, texto: string) => ok(texto));
    });
    expect(csv.split(/\r?\n/)).toEqual(['a;b', '1;2']);
  });
});
