import { Navigate, useLocation } from 'react-router';
import { rewriteLegacyAccountPath } from '../../../src/domain/site/routeRules';

/** The legacy account prefix (/my-sg/…) is rewritten to /my-account/… (spec 02 §2). */
export function LegacyAccountPage() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={rewriteLegacyAccountPath(`${pathname}${search}${hash}`) ?? '/not-found'} replace />;
}
