// The draft's files as the generated config types say they are (src/shared/generated/config-types.ts),
// read in one place. A draft is what the marketer is typing: any part of it may be missing or of
// the wrong kind until it validates, so every value read here is optional all the way down
// (Loose<T>) and the code that reads it says what it does without.
import type {
  BlogArticle,
  FaqConfig,
  FormDefinition,
  NavigationConfig,
  PageConfig,
  PressCoverage,
  RoutesConfig,
  ServicesConfig,
  SiteConfig,
} from '../../shared/generated/config-types.ts';
import type { DraftFile, JsonObject } from './draft.ts';
import { type CONFIG_FILES, isArticleFile, isFormFile, isPageFile } from '../../shared/config-check/config-layout.ts';

/** A config value as a draft may hold it: every property and entry optional, all the way down. */
export type Loose<T> = T extends string | number | boolean | null
  ? T
  : T extends (infer Item)[]
    ? Loose<Item>[]
    : T extends object
      ? { [Key in keyof T]?: Loose<T[Key]> }
      : T;

/** The files that are always there, by path, with their type. */
export interface SingleFiles {
  [CONFIG_FILES.site]: SiteConfig;
  [CONFIG_FILES.navigation]: NavigationConfig;
  [CONFIG_FILES.routes]: RoutesConfig;
  [CONFIG_FILES.faq]: FaqConfig;
  [CONFIG_FILES.services]: ServicesConfig;
  [CONFIG_FILES.pressCoverage]: PressCoverage;
}

type Files = Readonly<Record<string, DraftFile>>;

function jsonOf(files: Files, path: string): JsonObject | undefined {
  const file = files[path];
  return file?.kind === 'json' ? file.value : undefined;
}

/** One of the single files (site.json, navigation.json…), while it parses. */
export function draftConfig<Path extends keyof SingleFiles>(
  files: Files,
  path: Path,
): Loose<SingleFiles[Path]> | undefined {
  return jsonOf(files, path) as Loose<SingleFiles[Path]> | undefined;
}

/** A page (pages/<id>.json), while it parses. */
export function draftPage(files: Files, path: string): Loose<PageConfig> | undefined {
  return isPageFile(path) ? (jsonOf(files, path) as Loose<PageConfig> | undefined) : undefined;
}

/** An article (blog/<slug>.json), while it parses. */
export function draftArticle(files: Files, path: string): Loose<BlogArticle> | undefined {
  return isArticleFile(path) ? (jsonOf(files, path) as Loose<BlogArticle> | undefined) : undefined;
}

/** A form (forms/<id>.json), while it parses. */
export function draftForm(files: Files, path: string): Loose<FormDefinition> | undefined {
  return isFormFile(path) ? (jsonOf(files, path) as Loose<FormDefinition> | undefined) : undefined;
}

/** A text of the draft, or undefined when it is none (or only spaces). */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A list of the draft, or none when it is not one (a draft may hold anything where a list belongs). */
export function listOf<T>(value: readonly T[] | undefined | null): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
