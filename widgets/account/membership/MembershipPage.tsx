import { useEffect, useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import {
  PAYMENTS_FIRST_PAGE,
  PAYMENTS_PAGE_SIZE,
  hasMorePayments,
  localPath,
  programErrorMessage,
} from '../../../src/domain/account/membership';
import { formatPrice } from '../../../src/domain/format';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import { Radio } from '../screens/formParts';
import type { ScreenProps } from '../types';
import { Loaded, day } from './parts';

interface Payment {
  id: string;
  amount: number;
  paidAt: string;
}

const BASE = 'membership-program';
/** Membership-program errors say their detail, else 'An unknown error happened' (spec 02 §8). */
const programError = (e: unknown) => new Error(programErrorMessage(e instanceof ApiError ? e.data : null));

/** One payment's invoice items, loaded when asked for. */
function Invoice({
  membershipId,
  payment,
  locale,
}: {
  membershipId: string;
  payment: Payment;
  locale?: string | undefined;
}) {
  const { api } = useWidget();
  const items = useRequest(
    (signal) =>
      api
        .get(`${BASE}/MembershipSubscriptionInvoice/list`, {
          signal,
          params: { membershipId, paymentId: payment.id },
        })
        .then(
          (a) => a.items,
          (e: unknown) => Promise.reject(programError(e)),
        ),
    [api, membershipId, payment.id],
  );
  return (
    <Loaded req={items} what="the invoice">
      {(list) => (
        <ul>
          {list.map((i) => (
            <li key={i.id}>
              {i.description}: {formatPrice(i.amount, locale)}
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/**
 * A course's membership program (`/membership-page/at/{courseId}`): program data, billing plans
 * (the first is the default), and for its members the payments history (page 1 first, more while
 * page × size < count) with each payment's invoice. backToUrl and redirectToUrl are followed only
 * on this site; isRedirectingToMembership=true sends a member on to redirectToUrl.
 */
export function MembershipPage({ params, leave, locale }: ScreenProps) {
  const { api } = useWidget();
  const signedIn = !!useSession().user;
  const [plan, setPlan] = useState('');
  const [page, setPage] = useState(PAYMENTS_FIRST_PAGE);
  const [rows, setRows] = useState<Payment[]>([]);
  const [open, setOpen] = useState('');
  const program = useRequest(
    (signal) =>
      api
        .get(`${BASE}/Program/getProgramWithMembershipFromSlug`, {
          signal,
          params: { courseId: params.courseId },
        })
        .catch((e: unknown) => Promise.reject(programError(e))),
    [api, params.courseId, signedIn],
  );
  const membershipId = program.data?.membership?.id ?? '';
  const payments = useRequest(
    (signal) =>
      api
        .get(`${BASE}/MembershipSubscription`, {
          signal,
          params: { membershipId, page, pageSize: PAYMENTS_PAGE_SIZE },
        })
        .catch((e: unknown) => Promise.reject(programError(e))),
    [api, membershipId, page],
    !!membershipId,
  );
  useEffect(() => {
    const d = payments.data;
    if (d) setRows((r) => (d.page === PAYMENTS_FIRST_PAGE ? d.payments : [...r, ...d.payments]));
  }, [payments.data]);
  const back = localPath(params.backToUrl);
  // redirect_url: the program page's own name for it (spec 02 §2 program membership).
  const onward = localPath(params.redirectToUrl ?? params.redirect_url);
  const redirecting = params.isRedirectingToMembership === 'true' && !!onward && !!membershipId;
  useEffect(() => {
    if (redirecting && onward) leave(onward);
  }, [redirecting, onward, leave]);

  return (
    <div className={usePartStyles()}>
      {back && (
        <button type="button" className="tt-link" onClick={() => leave(back)}>
          Back
        </button>
      )}
      <Loaded req={program} what="the course membership">
        {({ program: p, membership }) => {
          const chosen = p.billingPlans.find((b) => b.id === plan) ?? p.billingPlans[0];
          return redirecting ? (
            <p role="status">Taking you to your membership…</p>
          ) : (
            <>
              <h3>
                {p.name} at {p.course.name}
              </h3>
              <p>{p.description}</p>
              <fieldset>
                <legend>Billing plans</legend>
                {p.billingPlans.map((b) => (
                  <Radio
                    key={b.id}
                    name="billingPlan"
                    checked={chosen?.id === b.id}
                    onPick={() => setPlan(b.id)}
                  >
                    {b.name}: {formatPrice(b.amount, locale)}
                  </Radio>
                ))}
              </fieldset>
              {!membership ? (
                <p>Ask the club to join{chosen ? ` on the ${chosen.name.toLowerCase()} plan` : ''}.</p>
              ) : (
                <>
                  <h3>Payments history</h3>
                  <ul className="tt-items">
                    {rows.map((r) => (
                      <li key={r.id}>
                        <p>
                          {day(r.paidAt, locale)}: {formatPrice(r.amount, locale)}{' '}
                          <button
                            type="button"
                            className="tt-link"
                            aria-expanded={open === r.id}
                            onClick={() => setOpen(open === r.id ? '' : r.id)}
                          >
                            Invoice
                          </button>
                        </p>
                        {open === r.id && (
                          <Invoice membershipId={membership.id} payment={r} locale={locale} />
                        )}
                      </li>
                    ))}
                  </ul>
                  {payments.error ? (
                    // The rows loaded so far stay; Try again asks for the same page again.
                    <ErrorNotice
                      message={`We could not load the payments. ${payments.error.message}`}
                      onRetry={payments.reload}
                    />
                  ) : (
                    payments.data &&
                    hasMorePayments(page, PAYMENTS_PAGE_SIZE, payments.data.count) && (
                      <button
                        type="button"
                        className="tt-button tt-secondary"
                        disabled={payments.status === 'loading'}
                        onClick={() => setPage((n) => n + 1)}
                      >
                        Show more payments
                      </button>
                    )
                  )}
                </>
              )}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
