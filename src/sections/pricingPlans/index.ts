import { defineSection } from '../types.ts';
import { PricingPlans, type PricingPlansProps } from './PricingPlans.tsx';
import './pricing-plans.css';

export type { PricingPlansProps };
export const pricingPlans = defineSection<PricingPlansProps>('pricingPlans', PricingPlans);
