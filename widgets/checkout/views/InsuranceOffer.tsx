import { isFeatureOn } from '../../../src/core/features';
import { insuranceEstimate } from '../../../src/domain/booking/insuranceEstimate';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useFormat } from '../format';
import type { Preparation } from '../types';
import { Extra } from './Extra';

/**
 * The weather-insurance offer at checkout (spec 01 §2: checkout loads the insurance details when
 * the brand has the feature): what the cover would cost for this booking; it is bought on the
 * confirmation, once the reservation exists. An extra behind its disclosure, like the savings.
 */
export function InsuranceOffer({ prep, courseId }: { prep: Preparation; courseId: string }) {
  const { api, brand } = useWidget();
  const { formatPrice } = useFormat();
  const on = isFeatureOn(brand, 'eventualInsurance') && courseId !== '';
  const details = useRequest(
    (signal) => api.get(`v6/eventual_insurance/course/${encodeURIComponent(courseId)}`, { signal }),
    [api, courseId],
    on,
  );
  const d = details.data;
  if (!on || !d?.hasEventualInsurance) return null;
  const price = insuranceEstimate(prep.pricing.total, d.premiumRate, d.minPremium);
  const amount = formatPrice(price, prep.pricing.currency || 'USD');
  return (
    <div className="tt-insurance" data-testid="insurance-offer">
      <Extra label="Weather protection" note={`About ${amount}`}>
        <p>
          Get your money back if the weather ruins your round: about {amount} for this booking
          {d.provider ? `, covered by ${d.provider}` : ''}. You can add it on the confirmation, right after
          paying.
        </p>
      </Extra>
    </div>
  );
}
