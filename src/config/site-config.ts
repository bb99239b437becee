// The site-wide config files, bundled with the app (they are small and every page needs them).
// The FAQ is loaded by the faq section itself, on the two pages that show it.
// The build validates these files against schemas/, the schemas the types are generated from, so
// the types are asserted here rather than checked a second time in the browser.
import navigationJson from '@site-config/navigation.json' with { type: 'json' };
import routesJson from '@site-config/routes.json' with { type: 'json' };
import siteJson from '@site-config/site.json' with { type: 'json' };
import type { NavigationConfig, RoutesConfig, SiteConfig } from '../shared/generated/config-types.ts';

export const site = siteJson as SiteConfig;
export const navigation = navigationJson as NavigationConfig;
export const routes: RoutesConfig = routesJson;
