// The site-wide config files, bundled with the app (they are small and every page needs them).
import faqJson from '../../site-config/faq.json' with { type: 'json' };
import navigationJson from '../../site-config/navigation.json' with { type: 'json' };
import routesJson from '../../site-config/routes.json' with { type: 'json' };
import siteJson from '../../site-config/site.json' with { type: 'json' };
import type { FaqConfig, NavigationConfig, RoutesConfig, SiteConfig } from './types.ts';

export const site = siteJson as unknown as SiteConfig;
export const navigation = navigationJson as unknown as NavigationConfig;
export const routes = routesJson as unknown as RoutesConfig;
export const faq = faqJson as unknown as FaqConfig;
