/**
 * The pure Brazilian-format checks in one import, for code that needs several of them.
 * Free of React and DOM so the server can use it.
 */
export * from './digits';
export * from './mensagensValidacao';
export * from './documents';
export * from './contact';
