import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { cardTokensRoutes } from './cardTokens';
import { creditCardsRoutes } from './creditCards';
import { guestsRoutes } from './guests';
import { insuranceRoutes } from './insurance';
import { contactsRoutes, invitationsRoutes } from './invitations';
import { mobileWalletRoutes } from './mobileWallet';
import { paymentsRoutes } from './payments';
import { preparationsRoutes } from './preparations';
import { reservationsRoutes } from './reservations';
import { alertsRoutes } from './alerts';
import { favoritesRoutes } from './favorites';
import { sandboxIdentityRoutes } from './sandboxIdentities';
import { sandboxOutboxRoutes } from './sandboxOutbox';
import { userAccountRoutes } from './userAccount';
import { userBansRoutes } from './userBans';
import { userRecoveryRoutes } from './userRecovery';
import { usersRoutes } from './users';
import { userSettingsRoutes } from './userSettings';
import { FAVORITE_CITIES, FAVORITE_COURSES } from '../services/favorites';

/** Mounts the accounts and booking routers (users, cards, favorites, alerts, checkout, reservations…). */
export function mountAccountsBooking(app: Hono<AppEnv>, deps: AppDeps): void {
  app.route('/api/v6/users', usersRoutes(deps));
  app.route('/api/v6/users', userRecoveryRoutes(deps));
  app.route('/api/v6/users', userAccountRoutes(deps));
  app.route('/api/v6/users', userSettingsRoutes(deps));
  app.route('/api/v6/users', userBansRoutes(deps));
  app.route('/api/v6/favorite_courses', favoritesRoutes(deps, FAVORITE_COURSES));
  app.route('/api/v6/favorite_cities', favoritesRoutes(deps, FAVORITE_CITIES));
  app.route('/api/v6/alerts', alertsRoutes(deps));
  app.route('/api/v6/sandbox', sandboxOutboxRoutes(deps));
  app.route('/api/v6/sandbox', sandboxIdentityRoutes(deps));
  app.route('/api/v6/credit_cards', creditCardsRoutes(deps));
  app.route('/api/v6/card_tokens', cardTokensRoutes(deps));
  app.route('/api/v6/guests', guestsRoutes(deps));
  app.route('/api/v6/tee_times/:id/reservations', preparationsRoutes(deps));
  app.route('/api/v6/reservations', reservationsRoutes(deps));
  app.route('/api/v6/reservations', paymentsRoutes(deps));
  app.route('/api/v6/mobile_wallet', mobileWalletRoutes(deps));
  app.route('/api/v6/eventual_insurance', insuranceRoutes(deps));
  app.route('/api/v6/invitations', invitationsRoutes(deps));
  app.route('/api/v6/contacts', contactsRoutes(deps));
}
