// jsonexport ships no types; the shim only forwards its arguments.
declare module 'jsonexport/dist/index' {
  const jsonExport: (...args: unknown[]) => void;
  export default jsonExport;
}
