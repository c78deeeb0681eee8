/**
 * Rounds half away from zero to `decimals` places, the way the published examples and a clinician
 * with paper round (2.845 → 2.85, −2.5 → −3).
 *
 * Why the 12-significant-digit step: binary floating point stores 2.845 as 2.84499999999999997…
 * and sums such as 0.1 + 0.2 as 0.30000000000000004. Reading the scaled value at 12 significant
 * digits first removes that noise, so the displayed value (and therefore the band, which is read
 * from it) is the one decimal arithmetic gives. No real input of these scores is precise to
 * 12 digits, so nothing true is lost.
 */
export function roundForDisplay(value: number, decimals: number): number {
  const factor = 10 ** decimals
  const scaled = Number((Math.abs(value) * factor).toPrecision(12))
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor
  // Math.sign(-0.001) * 0 is -0; a displayed "-0" would confuse everyone.
  return rounded === 0 ? 0 : rounded
}
