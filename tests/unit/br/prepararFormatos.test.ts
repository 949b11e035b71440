import { afterEach, describe, expect, it } from 'vitest';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { prepararFormatos } from '../../../src/br/prepararFormatos';

const { NumberFormat, DateTimeFormat } = Intl;
afterEach(() => {
  Reflect.set(Intl, 'NumberFormat', NumberFormat);
  Reflect.set(Intl, 'DateTimeFormat', DateTimeFormat);
});

describe('prepararFormatos', () => {
  it('creates the formats the first screen uses: money in pt-BR and the business time zone', () => {
    const numeros: Intl.ResolvedNumberFormatOptions[] = [];
    const datas: Intl.ResolvedDateTimeFormatOptions[] = [];
    // the real formatters, recording what each was created for
    Reflect.set(
      Intl,
      'NumberFormat',
      class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          numeros.push(this.resolvedOptions());
        }
      },
    );
    Reflect.set(
      Intl,
      'DateTimeFormat',
      class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          datas.push(this.resolvedOptions());
        }
      },
    );
    const depois: (() => void)[] = [];
    prepararFormatos((tarefa) => depois.push(tarefa));
    expect(numeros).toContainEqual(expect.objectContaining({ locale: 'pt-BR', style: 'currency', currency: 'BRL' }));
    // the time zone's data in a task of its own, after the numbers'
    expect(datas).toEqual([]);
    expect(depois).toHaveLength(1);
    depois[0]();
    expect(datas.map((d) => d.timeZone)).toContain(TZ_NEGOCIO);
  });
});
