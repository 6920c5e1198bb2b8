import type { AuthUser } from '../deps';
import type { BrandId } from './brandIds';

/** Hono environment shared by the app and every router. */
export interface AppEnv {
  Variables: {
    requestId: string;
    brandId: BrandId;
    user: AuthUser | null;
    sessionToken: string | null;
  };
}
