/** The API contract in code: one schema per payload, shared by panel, server and mocks. */
export * from './envelope';
export * from './sessao';
export * from './start';
export * from './pedidos';
export * from './catalogos';
export * from './permissions';
export * from './pedidoDetalhe';
export * from './regrasNfce';
