import { language, site } from '../../config/site-config.ts';
import type { RenderedArticle } from '../../config/rendered-article.ts';
import { articlePath } from '../../shared/blog-paths.ts';
import { altText } from '../../shared/image-alt.ts';
import { fullTitle, organizationData, websiteData, type HeadData, type PageAddresses } from '../head.ts';

/** The head of an article page: its own meta and a schema.org BlogPosting; with its addresses (its
 *  own in the language shown, its translations'), their links too. */
export function articleHead(article: RenderedArticle, addresses?: PageAddresses): HeadData {
  const url = site.siteUrl + (addresses?.canonical ?? articlePath(article.slug));
  return {
    ...(addresses?.alternates.length
      ? { alternates: addresses.alternates.map(({ hreflang, href }) => ({ hreflang, href: site.siteUrl + href })) }
      : {}),
    title: fullTitle(article.title),
    description: article.description,
    keywords: article.keywords.join(', '),
    canonical: url,
    image: site.siteUrl + article.image.src,
    imageAlt: altText(article.image),
    ogType: 'article',
    ...(language.ogLocale ? { ogLocale: language.ogLocale } : {}),
    structuredData: [
      organizationData(),
      websiteData(),
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.headline,
        description: article.description,
        datePublished: article.date,
        author: { '@type': 'Organization', name: article.author },
        publisher: {
          '@type': 'Organization',
          name: site.brand.legalName,
          logo: { '@type': 'ImageObject', url: site.siteUrl + site.brand.logo.src },
        },
        image: site.siteUrl + article.image.src,
        mainEntityOfPage: url,
        keywords: article.keywords.join(', '),
      },
    ],
  };
}
