// The paid services of site-config/services.json, imported like site.json by the cards, which the
// build renders into the page (the browser gets only client.ts, which reads what it needs from the HTML).
import servicesJson from '@site-config/services.json' with { type: 'json' };
import type {
  AgreementPart,
  PolicyLink,
  ServiceOffering,
  ServicesConfig,
} from '../../shared/generated/config-types.ts';
import type { PolicyKey } from '../../shared/services/policies.ts';

export type { AgreementPart, PolicyKey, PolicyLink, ServiceOffering, ServicesConfig };

// Validated against schemas/services.schema.json by the build, the schema the type comes from.
export const servicesConfig = servicesJson as ServicesConfig;

/** The services in index order, whatever their order in the file. */
export const services: readonly ServiceOffering[] = [...servicesConfig.services].sort((a, b) => a.index - b.index);
