import { Actions } from '../../components/Actions.tsx';
import { Band } from '../../components/Band.tsx';
import type { PricingPlansProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function PricingPlans({ id, heading, intro, plans }: PricingPlansProps) {
  return (
    <Band id={id} tone="tinted" heading={heading} intro={intro}>
      <ul className="plans">
        {plans.map((plan, index) => (
          <li className={`card plan${plan.highlight ? ' plan--highlight' : ''}`} key={entryKey(index)}>
            <h3 className="card__title">{plan.name}</h3>
            <p className="plan__price">
              <span className="plan__prefix">{plan.pricePrefix}</span> <strong dir="auto">{plan.price}</strong>
              <span>{plan.period}</span>
            </p>
            {plan.note && <p className="plan__note">{plan.note}</p>}
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
