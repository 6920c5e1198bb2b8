import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../deps';
import { HttpError } from './HttpError';

/** The only API path answered while in maintenance: the switch itself. */
export const MAINTENANCE_SWITCH_PATH = '/api/v6/status/maintenance';

/** While maintenance is on, every API call except the switch answers 503. */
export function maintenanceMiddleware(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    if (config.isMaintenance() && c.req.path !== MAINTENANCE_SWITCH_PATH && c.req.method !== 'OPTIONS') {
      throw new HttpError(503, 'The marketplace is under maintenance. Please try again later.', {
        maintenance: true,
      });
    }
    return next();
  };
}
