import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chunkDoPainel } from './build/chunkDoPainel';
import { comprimirArquivos } from './build/comprimirArquivos';
import { precarregarPainel } from './build/precarregarPainel';
import { CAMINHO_ENTRADA, STORAGE_KEYS } from './src/session/chaves';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The panel's entry, which src/main.tsx imports once it knows the panel is wanted. */
const PAINEL = '/src/App.tsx';

export default defineConfig({
  plugins: [
    react(),
    chunkDoPainel({
      inicio: '/src/main.tsx',
      semPainel: ['/src/auth/EntradaApp.tsx'],
      painel: PAINEL,
      telaPrincipal: {
        nome: 'pedidos',
        arquivos: ['/src/modulos/vendas/gestao-pedidos/PedidoList.tsx', '/src/modulos/vendas/gestao-pedidos/TabelaPedidos.tsx'],
        inicio: '/src/pages/PaginaInicio.tsx',
      },
      // the new order's own code, which the charge and the dialogs it loads on demand share with it
      telasAgrupadas: [{ nome: 'pedidos-novo', arquivo: '/src/modulos/vendas/gestao-pedidos/novo/NovoPedido.tsx' }],
    }),
    precarregarPainel({ painel: PAINEL, registro: '/src/registro/modulos.ts', caminhoEntrada: CAMINHO_ENTRADA, chaveUsuario: STORAGE_KEYS.usuario }),
    comprimirArquivos(),
  ],
  resolve: {
    // Packages swapped for lighter stand-ins (shims/): each file says why.
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./shims/object.entries.cjs', import.meta.url)) },
      // Only ra-core's default CSV exporter imports it by this path: see shims/jsonexport.ts.
      { find: /^jsonexport\/dist\/index\.js$/, replacement: fileURLToPath(new URL('./shims/jsonexport.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    // The panel calls the API on its own origin; in dev Vite forwards API paths to the server.
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/v2': { target: apiTarget, changeOrigin: true },
      '/produto-base': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // Skips the modules a side-effect-free barrel (react-admin, @mui/material) re-exports but
      // nothing uses: fewer, larger shared chunks for the order list.
      experimental: { lazyBarrel: true },
    },
  },
});
