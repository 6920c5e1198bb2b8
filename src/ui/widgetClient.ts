import { resolveApiBase } from '../core/apiBase';
import { createApiClient, type ApiClient } from '../core/apiClient';
import { resolveAppKey } from '../core/appKey';
import { getBrand, type Brand } from '../core/brands';
import type { CommonProps } from './widgetDefinition';

/**
 * The brand and API client an element's attributes name (`brand`, `api-base`, `app-key`): the
 * client its UI uses (src/ui/WidgetShell), made outside it, for the calls an element makes before
 * or without its UI (its first calls as it connects, `signOut()`). The page session is made only
 * when a call needs it (a 401: core/apiClient), not before an element's first calls leave (it
 * reads both storages, a few ms the first time on a page).
 */
export function widgetClient(props: CommonProps): { brand: Brand; api: ApiClient } {
  const brand = getBrand(props.brand);
  const api = createApiClient({
    baseURL: resolveApiBase(props.apiBase),
    appKey: resolveAppKey(props.appKey, brand),
  });
  return { brand, api };
}
