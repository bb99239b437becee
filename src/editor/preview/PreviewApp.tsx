// The preview itself: the site's header, the page's sections through the site's own registry
// (renderSection), or an article through the site's article view, and the footer, rendered with
// React directly from the draft (no prerendered HTML, no hydration). Each section is wrapped so that
// a click on it, or the keyboard's focus entering it, selects it in the editor.
import { StrictMode, Suspense, useEffect, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ArticleView } from '../../app/blog/ArticleView.tsx';
import { Footer } from '../../app/footer/Footer.tsx';
import { fitHeader } from '../../app/header/enhance.ts';
import { Header } from '../../app/header/Header.tsx';
import { renderSection } from '../../sections/registry.ts';
import { articlePath } from '../../shared/blog-paths.ts';
import type { Section, SiteLanguage } from '../../shared/generated/config-types.ts';
import { setIslandTexts } from '../../config/island-texts.ts';
import { text } from '../strings.ts';
import type { Loose } from '../state/draft-access.ts';
import { draftFile, draftPage, draftSingle } from './draft-files.ts';
import type { PreviewView, ToPreview } from './messages.ts';
import { SectionBoundary } from './SectionBoundary.tsx';
import { draftIslandTexts, inLanguage, leftInMainLanguage, showDraftLanguage } from './draft-language.ts';
import { InMainLanguage } from '../../app/InMainLanguage.tsx';
import { CONFIG_FILES, articleFile, translationFile } from '../../shared/config-check/config-layout.ts';

const SECTION_ATTRIBUTE = 'data-section-index';

interface PreviewProps {
  message: ToPreview;
  onSelect: (index: number) => void;
  onRendered: (seq: number) => void;
}

function applyTheme(): void {
  const theme = draftSingle(CONFIG_FILES.site)?.theme;
  if (!theme) return;
  // As the site's build writes them into its style sheet (scripts/vite-theme-plugin.ts); set through
  // the CSSOM, which the strict CSP allows.
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(theme.colors ?? {}))
    if (typeof value === 'string') style.setProperty(`--color-${name}`, value);
  if (theme.fontFamily) style.setProperty('--font-family', theme.fontFamily);
  if (theme.radius) style.setProperty('--radius', theme.radius);
}

interface ContentProps {
  view: PreviewView;
  version: number;
  selected: number | undefined;
  language: SiteLanguage;
}

function Content({ view, version, selected, language }: ContentProps) {
  if (view.kind === 'article') {
    return (
      <SectionBoundary version={version} fallback={<p className="preview-unavailable">{text.partUnavailable}</p>}>
        <ArticleView slug={view.slug} />
      </SectionBoundary>
    );
  }
  if (view.kind !== 'page') return null;
  // A section of a draft may be incomplete (a field not written yet): it is handed to the site's
  // component as a section all the same, and SectionBoundary shows a note where one cannot render it.
  const page = draftPage(view.path);
  const inMainLanguage = page ? leftInMainLanguage(language, view.path, page) : new Set<number>();
  const sections = ((page && inLanguage(language, view.path, page))?.sections ?? []).filter(
    (section): section is Loose<Section> => !!section && typeof section === 'object',
  ) as Section[];
  // A form shows the draft's shared texts and its own words in the language shown, as the page's
  // build gives them to its islands (src/entry-server.tsx); an incomplete draft (no ui yet) shows none.
  setIslandTexts(draftIslandTexts(language, sections));
  return (
    <>
      {sections.map((section, index) => (
        <div
          key={`${index}-${String(section.type)}`}
          className="preview-section"
          {...{ [SECTION_ATTRIBUTE]: index }}
          data-selected={selected === index ? 'true' : undefined}
        >
          <SectionBoundary
            version={version}
            fallback={<p className="preview-unavailable">{text.sectionUnavailable}</p>}
          >
            <Suspense fallback={null}>
              {inMainLanguage.has(index) ? (
                <InMainLanguage>{renderSection(section, `${section.type}-${index}`)}</InMainLanguage>
              ) : (
                renderSection(section, `${section.type}-${index}`)
              )}
            </Suspense>
          </SectionBoundary>
        </div>
      ))}
    </>
  );
}

function Preview({ message, onSelect, onRendered }: PreviewProps) {
  const main = useRef<HTMLElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const { view, seq, selected } = message;
  // Before the parts render: the header and the footer read the texts of the language shown. An
  // article is in the language being edited when the draft translates it (as on the site, where
  // only a translated article has an address in another language), else in the main language.
  const language =
    view.kind === 'page'
      ? showDraftLanguage(message.language, view.route)
      : view.kind === 'article'
        ? showDraftLanguage(
            message.language !== undefined &&
              draftFile(translationFile(message.language, articleFile(view.slug))) !== undefined
              ? message.language
              : undefined,
            articlePath(view.slug),
          )
        : showDraftLanguage(undefined, '/');
  useLayoutEffect(applyTheme, [seq]);
  // The header fits its row as on the site (the site runs this from its page script), for each draft.
  useLayoutEffect(() => {
    const header = top.current?.querySelector<HTMLElement>('.site-header');
    return header ? fitHeader(header) : undefined;
  }, [seq]);
  useEffect(() => onRendered(seq), [seq, onRendered]);
  // A section chosen in the editor is scrolled into view; one chosen here is where the visitor
  // already is: scrolling it then moved a button away between press and release, so Submit (or a
  // link) only selected its section.
  const chosenHere = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (selected === undefined) return;
    if (selected === chosenHere.current) {
      chosenHere.current = undefined;
      return;
    }
    main.current?.querySelector(`[${SECTION_ATTRIBUTE}="${selected}"] > *`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const select = (event: SyntheticEvent) => {
    const wrapper = (event.target as Element).closest(`[${SECTION_ATTRIBUTE}]`);
    if (!wrapper) return;
    chosenHere.current = Number(wrapper.getAttribute(SECTION_ATTRIBUTE));
    onSelect(chosenHere.current);
  };
  const unavailable = <p className="preview-unavailable">{text.partUnavailable}</p>;
  return (
    <MemoryRouter
      initialEntries={[view.kind === 'page' ? view.route : view.kind === 'article' ? articlePath(view.slug) : '/']}
    >
      <div data-preview-part="navigation" ref={top}>
        <SectionBoundary version={seq} fallback={unavailable}>
          <Header />
        </SectionBoundary>
      </div>
      {/* A click selects the section in the editor; so does Tab, reaching a link or field of it. */}
      <main id="main" ref={main} onClick={select} onFocus={select}>
        <Content view={view} version={seq} selected={selected} language={language} />
      </main>
      <div data-preview-part="navigation">
        <SectionBoundary version={seq} fallback={unavailable}>
          <Footer />
        </SectionBoundary>
      </div>
    </MemoryRouter>
  );
}

/** Renders the preview into the element; the returned function renders the next draft. */
export function mountPreview(
  element: HTMLElement,
  onSelect: (index: number) => void,
  onRendered: (seq: number) => void,
): (message: ToPreview) => void {
  // A part that cannot render from a half-edited draft shows its placeholder (SectionBoundary), and
  // a render that met the draft objects while they changed is done again by React at once: both are
  // expected while typing, not errors to report.
  const root = createRoot(element, { onCaughtError: () => undefined, onRecoverableError: () => undefined });
  return (message) => {
    // Rendered at once, so the next draft never changes the objects under a render under way.
    flushSync(() =>
      root.render(
        <StrictMode>
          <Preview message={message} onSelect={onSelect} onRendered={onRendered} />
        </StrictMode>,
      ),
    );
  };
}
