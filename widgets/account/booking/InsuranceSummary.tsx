import { formatPrice } from '../../../src/domain/format';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { cardLabel } from '../bookingTypes';

/** The weather protection the inviter bought for this booking (read-only). */
export function InsuranceSummary({ id, locale }: { id: string; locale?: string | undefined }) {
  const { api } = useWidget();
  const policy = useRequest(
    (signal) =>
      api
        .get(`v6/eventual_insurance/reservations/${encodeURIComponent(id)}`, {
          signal,
        })
        .then((a) => a.insurance),
    [api, id],
  );
  const p = policy.data;
  return (
    <>
      <h3>Weather protection</h3>
      {p?.status === 'purchased' ? (
        <p data-testid="insurance">
          Covered for {formatPrice(p.coverage, locale)} by {p.provider ?? 'our insurance partner'}. You paid{' '}
          {formatPrice(p.premium, locale)}
          {p.creditCard ? ` with your ${cardLabel(p.creditCard)}` : ''}.
        </p>
      ) : (
        <p>
          {policy.error
            ? 'We could not load your weather protection.'
            : 'Your round is covered against bad weather.'}
        </p>
      )}
    </>
  );
}
