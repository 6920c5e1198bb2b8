import type { ScreenMap } from '../types';
import { GolfVantage } from './GolfVantage';
import { MembershipAccount } from './MembershipAccount';
import { MembershipBenefits } from './MembershipBenefits';
import { MembershipPage } from './MembershipPage';
import { MembershipPurchase } from './MembershipPurchase';
import { MembershipSales } from './MembershipSales';
import { MembershipWelcome } from './MembershipWelcome';
import { MyMemberships } from './MyMemberships';
import { NetworkCourses } from './NetworkCourses';
import { PlanChoice } from './PlanChoice';
import { SgClub } from './SgClub';
import { termsPage } from './TermsPage';

/** Network membership (sales, plans, purchase, the welcome after paying, account, courses, golfvantage, benefits, terms, the club) and course programs. */
export const membershipScreens: ScreenMap = {
  membership: MembershipSales,
  'membership-join': PlanChoice,
  'membership-purchase': MembershipPurchase,
  'membership-account': MembershipAccount,
  'membership-welcome': MembershipWelcome,
  'network-courses': NetworkCourses,
  golfvantage: GolfVantage,
  'membership-benefits': MembershipBenefits,
  'membership-page': MembershipPage,
  'my-memberships': MyMemberships,
  'membership-benefits-any': MembershipBenefits,
  'membership-terms': termsPage('membership-terms-and-conditions'),
  // The same list inside a member's account (/my-account/membership/network-courses).
  'account-network-courses': NetworkCourses,
  'sg-club': SgClub,
};
