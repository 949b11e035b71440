/**
 * A small seeded PRNG for the bulk of the demo data: faker is used for names and words, but a
 * million orders need something cheaper per draw, and the same seed must give the same rows.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by relative weight: [[value, weight], ...]. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of options) total += w;
    let r = this.next() * total;
    for (const [v, w] of options) {
      r -= w;
      if (r < 0) return v;
    }
    return options[options.length - 1][0];
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}
