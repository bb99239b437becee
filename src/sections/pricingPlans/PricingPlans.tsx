import { Actions } from '../../components/Actions.tsx';
import { Band } from '../../components/Band.tsx';
import type { PricingPlansProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function PricingPlans({ id, heading, intro, plans }: PricingPlansProps) {
  return (
    <Band id={id} tone="tinted" heading={heading} intro={intro} className="pricing-plans">
      <ul className="pricing-plans__list">
        {plans.map((plan, index) => (
          <li
            className={`card pricing-plans__plan${plan.highlight ? ' pricing-plans__plan--highlight' : ''}`}
            key={entryKey(index)}
          >
            <h3 className="card__title">{plan.name}</h3>
            <p className="pricing-plans__price">
              <span className="pricing-plans__prefix">{plan.pricePrefix}</span> <strong dir="auto">{plan.price}</strong>
              <span>{plan.period}</span>
            </p>
            {plan.note && <p className="pricing-plans__note">{plan.note}</p>}
            <ul className="checklist">
              {plan.features.map((feature, at) => (
                <li key={entryKey(at)}>{feature}</li>
              ))}
            </ul>
            <Actions actions={[plan.action]} />
          </li>
        ))}
      </ul>
    </Band>
  );
}
