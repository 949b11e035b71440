/** The panel's own translatable texts, under the 'app' namespace of the polyglot messages. */
export const mensagensApp = {
  app: {
    versao: 'v%{versao}',
  },
};
