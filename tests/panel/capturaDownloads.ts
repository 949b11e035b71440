import { vi } from 'vitest';

export interface ArquivoSalvo {
  nome: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and does not download: records what the panel would save instead.
 * Call in beforeEach; vi.restoreAllMocks() and vi.unstubAllGlobals() undo it.
 */
export function capturarDownloads(): ArquivoSalvo[] {
  const salvos: ArquivoSalvo[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:teste/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    salvos.push({ nome: this.download, blob: blobs.get(this.href) as Blob });
  });
  return salvos;
}
