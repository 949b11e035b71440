import { CANAIS_COM_ENTREGA } from '@retaguarda/contrato/api/pedidoDetalhe';
import { sql } from 'kysely';
import type { Escrita } from './escrita';
import { Random } from './random';

/** Cities the demo ships to, with the first digits of their CEPs. */
const CIDADES: readonly { cidade: string; uf: string; cep: number }[] = [
  { cidade: 'São Paulo', uf: 'SP', cep: 1000 },
  { cidade: 'Campinas', uf: 'SP', cep: 13000 },
  { cidade: 'Rio de Janeiro', uf: 'RJ', cep: 20000 },
  { cidade: 'Belo Horizonte', uf: 'MG', cep: 30000 },
  { cidade: 'Curitiba', uf: 'PR', cep: 80000 },
  { cidade: 'Porto Alegre', uf: 'RS', cep: 90000 },
  { cidade: 'Salvador', uf: 'BA', cep: 40000 },
  { cidade: 'Recife', uf: 'PE', cep: 50000 },
];
const RUAS = ['Rua das Flores', 'Avenida Brasil', 'Rua São José', 'Rua Sete de Setembro', 'Avenida Paulista', 'Rua XV de Novembro', 'Rua da Paz', 'Travessa do Comércio'];
const BAIRROS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cecília', 'Bela Vista', 'Liberdade', 'Savassi'];
const COMPLEMENTOS = [null, null, null, 'Apto 12', 'Apto 304', 'Casa 2', 'Bloco B'];

/**
 * The order data the bulk insert leaves out, written after it from a random stream of its own (so
 * the orders themselves stay exactly as before): a delivery address for every shipped order (web
 * orders first, then the manual orders to ship, so the web orders' addresses stay as they were),
 * and each seller's NFC-e series counter.
 */
export async function completarPedidos(db: Escrita, semente: number): Promise<void> {
  const rnd = new Random(semente ^ 0x5eed);
  const web = await db.kysely.selectFrom('orders').select('id').where('canal', 'in', CANAIS_COM_ENTREGA).orderBy('id').execute();
  const manuais = await db.kysely.selectFrom('orders').select('id').where('canal', '=', 'manual').where('tipo_entrega', '=', 'entrega').orderBy('id').execute();
  const linhas = [...web, ...manuais].map(({ id }) => {
    const c = rnd.pick(CIDADES);
    const cep = String(c.cep + rnd.int(0, 999)).padStart(5, '0') + rnd.digits(3);
    return [id, cep, rnd.pick(RUAS), String(rnd.int(1, 3999)), rnd.pick(COMPLEMENTOS), rnd.pick(BAIRROS), c.cidade, c.uf];
  });
  await db.inserir('order_deliveries', ['id_pedido', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'], linhas);
  await sql`INSERT INTO nfce_series (id_seller, serie, ultimo_numero)
      SELECT id_seller, nfce_serie, MAX(nfce_numero) FROM orders WHERE nfce_numero IS NOT NULL GROUP BY id_seller, nfce_serie`.execute(db.kysely);
}
