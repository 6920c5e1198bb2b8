import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient } from '../../../src/core/apiClient';
import { getBrand } from '../../../src/core/brands';
import { getSafeStorage } from '../../../src/core/safeStorage';
import { storageKey } from '../../../src/core/storageKeys';
import { SiteContext, type SiteAlert } from './siteContext';

const BRAND_KEY = storageKey('site-brand');

/** `?brand=` wins (and is remembered), else the last brand chosen, else the main brand. */
function initialBrand(): string {
  const fromUrl = new URLSearchParams(window.location.search).get('brand');
  if (fromUrl) getSafeStorage('local').setItem(BRAND_KEY, getBrand(fromUrl).id);
  return getBrand(fromUrl ?? getSafeStorage('local').getItem(BRAND_KEY)).id;
}

/** The site's brand, API client and global alerts. The brand's colours go on :root as CSS variables. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [brandId, setBrandId] = useState(initialBrand);
  const [alerts, setAlerts] = useState<SiteAlert[]>([]);
  const brand = getBrand(brandId);
  const api = useMemo(
    () => createApiClient({ baseURL: `${window.location.origin}/api`, appKey: brand.appKey }),
    [brand.appKey],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--site-primary', brand.primary);
    root.style.setProperty('--site-secondary', brand.secondary);
    root.dataset.brand = brand.id;
  }, [brand]);

  const setBrand = useCallback((id: string) => {
    const next = getBrand(id).id;
    getSafeStorage('local').setItem(BRAND_KEY, next);
    setBrandId(next);
  }, []);
  const dismiss = useCallback((id: number) => setAlerts((list) => list.filter((a) => a.id !== id)), []);
  const alert = useCallback((text: string, tone: SiteAlert['tone'] = 'info') => {
    setAlerts((list) => [...list.slice(-2), { id: Date.now() + Math.random(), text, tone }]);
  }, []);

  const value = useMemo(
    () => ({ brand, setBrand, api, alerts, alert, dismiss }),
    [brand, setBrand, api, alerts, alert, dismiss],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}
