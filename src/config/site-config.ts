// The site-wide config files, bundled with the app (they are small and every page needs them).
// The FAQ is loaded by the faq section itself, on the two pages that show it.
import navigationJson from '../../site-config/navigation.json' with { type: 'json' };
import routesJson from '../../site-config/routes.json' with { type: 'json' };
import siteJson from '../../site-config/site.json' with { type: 'json' };
import type { NavigationConfig, RoutesConfig, SiteConfig } from './types.ts';

export const site = siteJson as unknown as SiteConfig;
export const navigation = navigationJson as unknown as NavigationConfig;
export const routes = routesJson as unknown as RoutesConfig;
