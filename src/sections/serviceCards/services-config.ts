// The paid services of site-config/services.json, imported like site.json, but only by the cards'
// own chunk (see ServiceCardsSection.tsx), so other pages do not download it.
import servicesJson from '../../../site-config/services.json' with { type: 'json' };
import type { PolicyKey } from '../../shared/services/policies.ts';

export type { PolicyKey };

export interface PolicyLink {
  label: string;
  href: string;
  policy: PolicyKey;
}

/** A plain text, or a link to one of the policies the visitor agrees to. */
export type AgreementPart = string | PolicyLink;

export interface ServiceOffering {
  index: number;
  icon: string;
  title: string;
  description: string;
  /** In `currency`, e.g. 52.5 for $52.50. */
  price: number;
  checkoutUrl: string;
}

export interface ServicesConfig {
  checkoutMode: 'test' | 'live';
  checkoutModeNote: string;
  allowedCheckoutHosts: string[];
  currency: 'USD';
  priceLabel: string;
  buttonLabel: string;
  agreement: { label: AgreementPart[]; alert: string };
  services: ServiceOffering[];
}

export const servicesConfig = servicesJson as unknown as ServicesConfig;

/** The services in index order, whatever their order in the file. */
export const services: readonly ServiceOffering[] = [...servicesConfig.services].sort((a, b) => a.index - b.index);
