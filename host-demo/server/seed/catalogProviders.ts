import type Database from 'better-sqlite3';

function logo(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 24" role="img" aria-label="${initials}"><rect width="64" height="24" rx="4" fill="${colour}"/><text x="32" y="16" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export interface SeedProvider {
  id: string;
  code: string;
  name: string;
  colour: string;
  instantBooking: boolean;
  allowBookingRedirect: boolean;
}

/** Tee-time providers. Two instant-booking ones, the three named ones, two others (redirecting). */
export const SEED_PROVIDERS: readonly SeedProvider[] = [
  {
    id: 'p1',
    code: 'teetime-instant',
    name: 'teetime Instant',
    colour: '#0b7a3e',
    instantBooking: true,
    allowBookingRedirect: false,
  },
  {
    id: 'p2',
    code: 'swiftswing',
    name: 'SwiftSwing',
    colour: '#1f6feb',
    instantBooking: true,
    allowBookingRedirect: false,
  },
  {
    id: 'p3',
    code: 'teesheet-pro',
    name: 'TeeSheet Pro',
    colour: '#8250df',
    instantBooking: false,
    allowBookingRedirect: false,
  },
  {
    id: 'p4',
    code: 'fairway-connect',
    name: 'Fairway Connect',
    colour: '#bf3989',
    instantBooking: false,
    allowBookingRedirect: false,
  },
  {
    id: 'p5',
    code: 'clubhouse-direct',
    name: 'Clubhouse Direct',
    colour: '#9a6700',
    instantBooking: false,
    allowBookingRedirect: true,
  },
  {
    id: 'p6',
    code: 'golf-reserve',
    name: 'GolfReserve',
    colour: '#57606a',
    instantBooking: false,
    allowBookingRedirect: true,
  },
  {
    id: 'p7',
    code: 'links-booker',
    name: 'Links Booker',
    colour: '#cf222e',
    instantBooking: false,
    allowBookingRedirect: false,
  },
];

export function insertProviders(db: Database.Database): void {
  const stmt = db.prepare(
    'INSERT INTO providers (id, code, name, logo_svg, instant_booking, allow_booking_redirect) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const p of SEED_PROVIDERS) {
    const initials = p.name.replace(/[^A-Z]/g, '').slice(0, 3) || p.name.slice(0, 2).toUpperCase();
    stmt.run(
      p.id,
      p.code,
      p.name,
      logo(initials, p.colour),
      p.instantBooking ? 1 : 0,
      p.allowBookingRedirect ? 1 : 0,
    );
  }
}
