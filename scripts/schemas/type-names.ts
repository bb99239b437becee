// Which parts of the schemas become named TypeScript types, by schema file and JSON pointer. Every
// other part is written inline where it is used. Section schemas need no entry: sections/<type> is
// named <Type>Props (the props of its component), and the section index is the union Section.
export const TYPE_NAMES: Readonly<Record<string, string>> = {
  'common.schema.json#/$defs/image': 'Image',
  'common.schema.json#/$defs/link': 'Link',
  'common.schema.json#/$defs/action': 'Action',
  'common.schema.json#/$defs/card': 'Card',

  'site.schema.json#': 'SiteConfig',
  'site.schema.json#/properties/contacts/properties/offices/items': 'Office',
  'site.schema.json#/properties/social/items': 'SocialLink',
  'site.schema.json#/properties/counters/properties/items/items': 'CounterItem',
  'site.schema.json#/properties/theme': 'Theme',
  'site.schema.json#/properties/ui': 'UiTexts',
  'site.schema.json#/properties/languages/items': 'SiteLanguage',

  'navigation.schema.json#': 'NavigationConfig',
  'navigation.schema.json#/properties/header/properties/items/items': 'HeaderItem',
  'navigation.schema.json#/$defs/linkItem': 'HeaderLinkItem',
  'navigation.schema.json#/$defs/cardsMenu': 'HeaderCardsMenu',
  'navigation.schema.json#/$defs/listMenu': 'HeaderListMenu',
  'navigation.schema.json#/$defs/submenu': 'Submenu',

  'translation.schema.json#': 'TranslationConfig',
  'routes.schema.json#': 'RoutesConfig',
  'routes.schema.json#/properties/routes/items': 'Route',
  'routes.schema.json#/properties/redirects/items': 'Redirect',

  'faq.schema.json#': 'FaqConfig',
  'faq.schema.json#/properties/items/items': 'FaqItem',

  'services.schema.json#': 'ServicesConfig',
  'services.schema.json#/properties/agreement/properties/label/items': 'AgreementPart',
  'services.schema.json#/properties/agreement/properties/label/items/anyOf/1': 'PolicyLink',
  'services.schema.json#/properties/services/items': 'ServiceOffering',

  'page.schema.json#': 'PageConfig',
  'blog-article.schema.json#': 'BlogArticle',

  'form.schema.json#': 'FormDefinition',
  'form.schema.json#/properties/schema': 'FormSchema',
  'form.schema.json#/properties/schema/properties/properties/additionalProperties': 'FieldRules',
  'form.schema.json#/properties/mails/items': 'MailTemplate',
  'form.schema.json#/properties/mails/items/properties/history': 'MailHistory',
  'form.schema.json#/properties/terms': 'TermsConfig',
  'form.schema.json#/properties/geo': 'GeoConfig',

  'press-coverage.schema.json#': 'PressCoverage',
  'press-coverage.schema.json#/properties/entries/items': 'PressReport',

  'sections/jobOpenings.schema.json#/properties/openings/items': 'JobOpening',
};

/** The type of a section schema: hero -> HeroProps; the section index -> Section. */
export function sectionTypeName(sectionType: string): string {
  return sectionType === 'index' ? 'Section' : `${sectionType[0]!.toUpperCase()}${sectionType.slice(1)}Props`;
}
