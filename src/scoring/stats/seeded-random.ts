/**
 * A seeded pseudo-random source for resampling: the same seed gives the same
 * draws, so a gate's verdict is reproducible from its report. mulberry32
 * (uniform), Marsaglia–Tsang (gamma) and the gamma ratio (beta): enough for
 * a bootstrap, not for cryptography.
 * @see https://doi.org/10.1145/358407.358414 (Marsaglia & Tsang, 2000)
 */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Beta(a, b), a and b > 0. */
  beta(a: number, b: number): number;
  /** Standard normal. */
  normal(): number;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    // Box–Muller; 1 - u keeps the logarithm finite.
    const u = 1 - uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * Math.pow(1 - uniform(), 1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v <= 0) continue;
      const u = 1 - uniform();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  return {
    uniform,
    normal,
    beta: (a, b) => {
      const x = gamma(a);
      return x / (x + gamma(b));
    },
  };
}
