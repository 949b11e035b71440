// ra-core's default CSV exporter is jsonexport's only user, and this panel exports Excel through
// the server (its lists pass exporter={false}): jsonexport loads only if that exporter is called.
// Its callback API lets the wrapper defer the load without changing what the caller sees.
export default function jsonExport(...args: unknown[]): void {
  void import('jsonexport/dist/index').then((m) => m.default(...args));
}
