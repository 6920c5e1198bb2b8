import { createContext, useContext } from 'react';
import type { ApiClient } from '../../../src/core/apiClient';
import type { Brand } from '../../../src/core/brands';

export interface SiteAlert {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

export interface SiteContextValue {
  brand: Brand;
  setBrand(id: string): void;
  /** The marketplace API (this origin's /api) with the brand's app key. */
  api: ApiClient;
  alerts: readonly SiteAlert[];
  alert(text: string, tone?: SiteAlert['tone']): void;
  dismiss(id: number): void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteProvider>');
  return value;
}
