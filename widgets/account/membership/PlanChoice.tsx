import { useState } from 'react';
import { choosePlan } from '../../../src/domain/account/membership';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import { Radio } from '../screens/formParts';
import type { ScreenProps } from '../types';
import { Loaded, price } from './parts';

/** Plan choice (membership-join): the plans, the chosen interval's (monthly by default) ticked. */
export function PlanChoice({ params, navigate, locale }: ScreenProps) {
  const { api } = useWidget();
  const plans = useRequest(
    (signal) => api.get('v6/network_memberships/plans', { signal }).then((a) => a.plans),
    [api],
  );
  const [picked, setPicked] = useState('');
  return (
    <div className={usePartStyles()}>
      <Loaded req={plans} what="the plans">
        {(list) => {
          const chosen = picked || choosePlan(list, params.planId, params.interval)?.id || '';
          return (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                navigate('membership-purchase', { planId: chosen });
              }}
            >
              <fieldset>
                <legend>Choose how you pay</legend>
                {list.map((p) => (
                  <Radio key={p.id} name="plan" checked={chosen === p.id} onPick={() => setPicked(p.id)}>
                    {p.name}, {price(p, locale)}
                  </Radio>
                ))}
              </fieldset>
              <button type="submit" className="tt-button">
                Continue
              </button>
            </form>
          );
        }}
      </Loaded>
    </div>
  );
}
