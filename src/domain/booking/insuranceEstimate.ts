/**
 * The weather-insurance premium a checkout can announce before the booking exists (spec 01 §2:
 * checkout loads the insurance details): the course's premium rate of the total, at least the
 * minimum premium, in cents. The quote on the confirmation is the binding price.
 */
export function insuranceEstimate(total: number, premiumRate: number, minPremium: number): number {
  if (!(total > 0) || !(premiumRate >= 0)) return Math.max(0, minPremium);
  return Math.round(Math.max(minPremium, total * premiumRate) * 100) / 100;
}
