import type { ComponentType } from 'react';
import type { PageId } from './routeTable';

/** Each page's lazy chunk, with the widget modules it shows (the dist/react build on our React). */
export const SITE_PAGES: Record<PageId, () => Promise<ComponentType>> = {
  home: () =>
    Promise.all([import('./pages/HomePage'), import('@teetime/react/teetime-search')]).then(
      ([m]) => m.HomePage,
    ),
  exploreStart: () => import('./pages/ExploreStartPage').then((m) => m.ExploreStartPage),
  search: () =>
    Promise.all([import('./pages/SearchPage'), import('@teetime/react/teetime-search')]).then(
      ([m]) => m.SearchPage,
    ),
  course: () =>
    Promise.all([import('./pages/CoursePage'), import('@teetime/react/teetime-picker')]).then(
      ([m]) => m.CoursePage,
    ),
  bookingFlow: () =>
    Promise.all([import('./pages/BookingFlowPage'), import('@teetime/react/teetime-picker')]).then(
      ([m]) => m.BookingFlowPage,
    ),
  deals: () =>
    Promise.all([import('./pages/DealsPage'), import('@teetime/react/teetime-deals')]).then(
      ([m]) => m.DealsPage,
    ),
  checkout: () =>
    Promise.all([import('./pages/CheckoutPage'), import('@teetime/react/teetime-checkout')]).then(
      ([m]) => m.CheckoutPage,
    ),
  confirmation: () =>
    Promise.all([import('./pages/ConfirmationPage'), import('@teetime/react/teetime-checkout')]).then(
      ([m]) => m.ConfirmationPage,
    ),
  invitation: () =>
    Promise.all([import('./pages/InvitationPage'), import('@teetime/react/teetime-checkout')]).then(
      ([m]) => m.InvitationPage,
    ),
  insuranceQuote: () =>
    Promise.all([import('./pages/InsuranceQuotePage'), import('@teetime/react/teetime-checkout')]).then(
      ([m]) => m.InsuranceQuotePage,
    ),
  failure: () => import('./pages/FailurePage').then((m) => m.FailurePage),
  content: () => import('./pages/ContentPage').then((m) => m.ContentPage),
  faqs: () => import('./pages/FaqsPage').then((m) => m.FaqsPage),
  support: () => import('./pages/SupportPage').then((m) => m.SupportPage),
  docs: () => import('./pages/DocsPage').then((m) => m.DocsPage),
  developers: () => import('./pages/DevelopersPage').then((m) => m.DevelopersPage),
  legacyAccount: () => import('./pages/LegacyAccountPage').then((m) => m.LegacyAccountPage),
  // The account element through its React component (dist/react), imported by the page itself.
  account: () => import('./pages/AccountPage').then((m) => m.AccountPage),
  notFound: () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage),
};
