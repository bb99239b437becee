import { defineSection } from '../types.ts';
import { PricingPlans } from './PricingPlans.tsx';
import './pricing-plans.css';

export const pricingPlans = defineSection(PricingPlans);
