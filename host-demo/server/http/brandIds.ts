import { BRANDS, type Brand } from '../../../src/core/brands';

/** Brand ids the sandbox accepts in `X-Api-Key: demo-<brandId>` (the widgets' brand list). */
export const BRAND_IDS: readonly string[] = BRANDS.map((b) => b.id);

export type BrandId = string;

/** The brand of a sandbox app key, or null when the key is missing or unknown. */
export function brandOfApiKey(key: string | undefined): BrandId | null {
  if (!key) return null;
  return BRANDS.find((b) => b.appKey === key)?.id ?? null;
}

/** The brand record of a known id. */
export function brandById(id: BrandId): Brand | undefined {
  return BRANDS.find((b) => b.id === id);
}
