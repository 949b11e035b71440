import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { LIMITES_FOTO, MENSAGENS_FOTO, ROTAS_FOTOS_PRODUTO as R, type FotoProduto } from '@retaguarda/contrato/api/produtosFotos';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarAppFotos, criarUsuario, imagemDeTeste, type AppFotos } from './app-fotos';
import { pngComCabecalho } from './png';

let t: AppFotos;
const s = { admin: '', leitura: '', semChaves: '', outroGrupo: '' };
let jpeg: Buffer;

const fotos = (id: number) => caminhoDe(R.listar, { id });
const arquivo = (id: number, foto: number, tamanho: 'grande' | 'miniatura') => caminhoDe(R.arquivo, { id, foto, tamanho });
const acao = (rota: typeof R.principal | typeof R.excluir, id: number, foto: number) => caminhoDe(rota, { id, foto });
const listar = async (id: number): Promise<FotoProduto[]> => (await t.chamar(s.admin, 'GET', fotos(id))).json().RES;

beforeAll(async () => {
  t = await criarAppFotos();
  await criarUsuario(t, { email: 'catalogo@retaguarda.dev', idSeller: 2, permissions: ['vendas_catalogo_de_produtos'] });
  await criarUsuario(t, { email: 'sem-chaves@retaguarda.dev', idSeller: 1, permissions: [] });
  await criarUsuario(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  s.admin = await t.login('admin@retaguarda.dev');
  s.leitura = await t.login('catalogo@retaguarda.dev');
  s.semChaves = await t.login('sem-chaves@retaguarda.dev');
  s.outroGrupo = await t.login('todas@parceira.dev');
  jpeg = await imagemDeTeste(3000, 2000, 'jpeg');
});
afterAll(() => t.close());

describe('uploading a product photo', () => {
  it('keeps a large image of at most 1200 px and a 240 px thumbnail, both WebP, and makes the first photo the main one', async () => {
    const res = await t.enviar(s.admin, fotos(1), jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const foto: FotoProduto = res.json().RES;
    expect(foto).toMatchObject({ id_produto: 1, principal: true, largura: 1200, altura: 800 });
    expect(foto.criado_em).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    for (const [tamanho, largura, altura] of [['grande', 1200, 800], ['miniatura', 240, 160]] as const) {
      const img = await t.chamar(s.admin, 'GET', arquivo(1, foto.id, tamanho));
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(img.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'webp', width: largura, height: altura });
    }
    expect(t.arquivosNoDisco()).toHaveLength(2);
    expect(await t.sql.uma('SELECT id_produto, largura, altura, principal FROM produtos_fotos WHERE id = ?', foto.id)).toEqual({ id_produto: 1, largura: 1200, altura: 800, principal: 1 });
  });

  it('reads the format from the content, whatever the type says, and never enlarges a small photo', async () => {
    const png = await imagemDeTeste(300, 200, 'png');
    const webp = await imagemDeTeste(200, 500, 'webp');
    const a = await t.enviar(s.admin, fotos(2), png, 'image/jpeg');
    const b = await t.enviar(s.admin, fotos(2), webp);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().RES).toMatchObject({ largura: 300, altura: 200, principal: true });
    expect(b.json().RES).toMatchObject({ largura: 200, altura: 500, principal: false });
    const mini = await t.chamar(s.admin, 'GET', arquivo(2, b.json().RES.id, 'miniatura'));
    expect(await sharp(mini.rawPayload).metadata()).toMatchObject({ width: 96, height: 240 });
  });

  it('answers 413 in Portuguese past 8 MB, before reading it as an image', async () => {
    const grande = Buffer.concat([jpeg, Buffer.alloc(LIMITES_FOTO.bytes + 1 - jpeg.length)]);
    const res = await t.enviar(s.admin, fotos(3), grande, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ RES: MENSAGENS_FOTO.grandeDemais });
    expect(await listar(3)).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP photo, naming the field, and keeps nothing', async () => {
    const antes = t.arquivosNoDisco();
    const casos: [Buffer, string][] = [
      [Buffer.from('%PDF-1.7 não é foto'), 'image/png'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), 'image/jpeg'],
      [await sharp({ create: { width: 20, height: 20, channels: 3, background: '#08f' } }).gif().toBuffer(), 'application/octet-stream'],
    ];
    for (const [bytes, tipo] of casos) {
      const res = await t.enviar(s.admin, fotos(3), bytes, tipo);
      expect(res.statusCode, tipo).toBe(400);
      expect(res.json()).toEqual({ validation: { body: { source: 'body', keys: ['foto'], message: MENSAGENS_FOTO.naoEImagem } } });
    }
    const texto = await t.enviar(s.admin, fotos(3), Buffer.from('oi'), 'text/plain');
    expect(texto.statusCode).toBe(415);
    expect(texto.json()).toEqual({ RES: MENSAGENS_FOTO.naoEImagem });
    expect(t.arquivosNoDisco()).toEqual(antes);
    expect(await listar(3)).toEqual([]);
  });

  it('refuses a small file that would decode into more than 50 megapixels (a decompression bomb) from its header', async () => {
    const bomba = pngComCabecalho(20_000, 20_000);
    expect(bomba.length).toBeLessThan(1024);
    const res = await t.enviar(s.admin, fotos(3), bomba, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.message).toBe(MENSAGENS_FOTO.pixelsDemais);
  });

  it('keeps at most 8 photos per product: the ninth answers 409 and keeps nothing', async () => {
    const pequena = await imagemDeTeste(40, 30, 'png');
    for (let i = 0; i < LIMITES_FOTO.porProduto; i++) expect((await t.enviar(s.admin, fotos(4), pequena)).statusCode).toBe(201);
    const antes = t.arquivosNoDisco();
    const nona = await t.enviar(s.admin, fotos(4), pequena);
    expect(nona.statusCode).toBe(409);
    expect(nona.json()).toEqual({ RES: MENSAGENS_FOTO.limiteProduto });
    expect(t.arquivosNoDisco()).toEqual(antes);
    expect(await listar(4)).toHaveLength(LIMITES_FOTO.porProduto);
  });
});

describe('the main photo and deleting', () => {
  it('moves the main mark to the chosen photo, lists it first, and answers it in the list thumbnails call', async () => {
    const [primeira, segunda] = await listar(2);
    const res = await t.chamar(s.admin, 'POST', acao(R.principal, 2, segunda.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().RES.map((f: FotoProduto) => [f.id, f.principal])).toEqual([[segunda.id, true], [primeira.id, false]]);
    const principais = await t.chamar(s.admin, 'PUT', R.principais.caminho, { ids: [1, 2, 3, 999_999] });
    expect(principais.json().RES.sort((a: { id_produto: number }, b: { id_produto: number }) => a.id_produto - b.id_produto)).toEqual([
      { id_produto: 1, id_foto: (await listar(1))[0].id },
      { id_produto: 2, id_foto: segunda.id },
    ]);
  });

  it('deletes a photo with its files; deleting the main one makes the oldest remaining main', async () => {
    const [principal, outra] = await listar(2);
    const arquivosAntes = t.arquivosNoDisco().length;
    const res = await t.chamar(s.admin, 'POST', acao(R.excluir, 2, principal.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().RES).toEqual([{ ...outra, principal: true }]);
    expect(t.arquivosNoDisco()).toHaveLength(arquivosAntes - 2);
    expect((await t.chamar(s.admin, 'GET', arquivo(2, principal.id, 'grande'))).statusCode).toBe(404);
    const denovo = await t.chamar(s.admin, 'POST', acao(R.excluir, 2, principal.id));
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual({ RES: MENSAGENS_FOTO.naoEncontrada });
  });

  it("writes who sent, chose and deleted photos in the product's history, leaving its version as it was", async () => {
    const historico = await t.chamar(s.admin, 'GET', '/v2/produtos/2/historico');
    const eventos: { acao: string; usuario: { nome: string } | null; alteracoes: { campo: string; antes: string | null; depois: string | null }[] }[] = historico.json().RES;
    const dasFotos = eventos.filter((e) => e.alteracoes.some((a) => a.campo === 'fotos' || a.campo === 'foto_principal'));
    expect(dasFotos.map((e) => [e.acao, e.alteracoes.map((a) => `${a.campo}: ${a.antes} → ${a.depois}`).join()])).toEqual([
      ['edicao', 'fotos: 2 fotos → 1 foto'],
      ['edicao', expect.stringMatching(/^foto_principal: foto \d+ → foto \d+$/)],
      ['edicao', 'fotos: 1 foto → 2 fotos'],
      ['edicao', 'fotos: null → 1 foto'],
    ]);
    expect(dasFotos.every((e) => e.usuario !== null)).toBe(true);
    expect(await t.sql.uma('SELECT version FROM products WHERE id = 2')).toEqual({ version: 1 });
  });

  it('answers 404 for a photo asked through another product', async () => {
    const [foto] = await listar(1);
    expect((await t.chamar(s.admin, 'GET', arquivo(2, foto.id, 'grande'))).statusCode).toBe(404);
    expect((await t.chamar(s.admin, 'POST', acao(R.principal, 2, foto.id))).statusCode).toBe(404);
  });
});

describe('who may see and change the photos', () => {
  it('lets a read key (the sales catalogue) list and open them, and refuses it every change', async () => {
    const [foto] = await listar(1);
    expect((await t.chamar(s.leitura, 'GET', fotos(1))).statusCode).toBe(200);
    expect((await t.chamar(s.leitura, 'GET', arquivo(1, foto.id, 'miniatura'))).statusCode).toBe(200);
    expect((await t.chamar(s.leitura, 'PUT', R.principais.caminho, { ids: [1] })).json().RES).toHaveLength(1);
    expect((await t.enviar(s.leitura, fotos(1), jpeg)).statusCode).toBe(403);
    expect((await t.chamar(s.leitura, 'POST', acao(R.principal, 1, foto.id))).statusCode).toBe(403);
    expect((await t.chamar(s.leitura, 'POST', acao(R.excluir, 1, foto.id))).statusCode).toBe(403);
    expect(await listar(1)).toEqual([foto]);
  });

  it('answers 401 without a session and 403 without any product key, the file included', async () => {
    const [foto] = await listar(1);
    expect((await t.chamar('', 'GET', arquivo(1, foto.id, 'grande'))).statusCode).toBe(401);
    const negado = await t.chamar(s.semChaves, 'GET', arquivo(1, foto.id, 'grande'));
    expect(negado.statusCode).toBe(403);
    expect(negado.headers['cache-control']).toBe('no-store');
    expect((await t.chamar(s.semChaves, 'GET', fotos(1))).statusCode).toBe(403);
  });

  it("answers another group's user 404 on every call about the product, as for a missing one, and no thumbnail", async () => {
    const [foto] = await listar(1);
    const ausente = (await t.chamar(s.admin, 'GET', fotos(999_999))).json();
    const chamadas = [
      () => t.chamar(s.outroGrupo, 'GET', fotos(1)),
      () => t.enviar(s.outroGrupo, fotos(1), jpeg),
      () => t.chamar(s.outroGrupo, 'GET', arquivo(1, foto.id, 'grande')),
      () => t.chamar(s.outroGrupo, 'POST', acao(R.principal, 1, foto.id)),
      () => t.chamar(s.outroGrupo, 'POST', acao(R.excluir, 1, foto.id)),
    ];
    for (const chamada of chamadas) {
      const res = await chamada();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ausente);
    }
    expect((await t.chamar(s.outroGrupo, 'PUT', R.principais.caminho, { ids: [1] })).json().RES).toEqual([]);
    expect(await listar(1)).toEqual([foto]);
  });

  it('caps the thumbnails call at 100 products, naming the field', async () => {
    const res = await t.chamar(s.admin, 'PUT', R.principais.caminho, { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys).toEqual(['ids']);
  });
});
