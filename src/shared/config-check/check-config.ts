// Checks a whole config held in memory: every file against its schema, and the cross-references
// between the files, all reported together: a file that fails its schema still takes part in the
// cross-references with what of it can be read (salvage.ts). One module for its three callers: `npm
// run validate` (which reads the files from disk and hands them over), the visual editor (its draft,
// on every change) and the save and publish steps of the editor's server. Whatever needs the file
// system or ajv's code generation comes in as data or as a function.
import { CONFIG_FILES, FILE_KINDS, kindOf } from './config-layout.ts';
import { priceLinkProblems } from './price-link-checks.ts';
import { parseJsonSource, pointerSegment, type JsonSource, type Problem } from './json-source.ts';
import { referenceProblems, ReferenceMemory, type ConfigSet, type SectionFacts } from './reference-pass.ts';
import type { FormRulesCheck } from './form-checks.ts';
import { relocate, salvage, type Salvage } from './salvage.ts';
import { schemaLineByName, type SchemaLineJudge, type SchemaLineVerdict } from './schema-line.ts';
import { schemaCheck, type SchemaValidator } from './schema-problems.ts';
import { translationProblems } from './translation-checks.ts';

export interface ConfigInput {
  /** Path inside the config directory (with / separators) -> the file's text. */
  files: ReadonlyMap<string, string>;
  /** Every file under public/, as a site path (/images/logo.svg). */
  publicFiles: ReadonlySet<string>;
  sections: SectionFacts;
  /** The validator of each kind of config file, by its schema's file name (page.schema.json). */
  validator: (schemaName: string) => SchemaValidator;
  formRules: FormRulesCheck;
  /** The geo data's countries, where rules may be compiled (see ConfigSet). */
  countries?: ConfigSet['countries'];
  /** Whether a form's pattern matches in linear time (see ConfigSet). */
  patternSafety?: ConfigSet['patternSafety'];
  /**
   * Files as the live site has them (path -> text), for the checks that compare with it: a price
   * changed without its checkout link (price-link-checks.ts). Under /admin the live config; with
   * `npm run edit` and `npm run validate` the version last committed to git. Without it, no such check.
   */
  published?: ReadonlyMap<string, string>;
  /** How a file is named in its problems; by default its path inside the config directory. */
  fileLabel?: (path: string) => string;
  /** How "$schema" lines are judged; by default by the schema they name. */
  schemaLine?: (path: string) => SchemaLineJudge;
  /**
   * What an earlier check of the same config kept (the visual editor checks its draft on every
   * change): a file whose text did not change is not parsed or checked against its schema again,
   * the index of the cross-references and the checks of unique names are brought up to date for the
   * files that changed, and a file's cross-references are judged again only when it or what it
   * looked up of the rest of the config changed (reference-pass.ts). The problems are those of a
   * check without it. One memory serves one caller, with the same validators, labels and "$schema"
   * judges each time.
   */
  memory?: CheckMemory;
}

/** A file's own check: its syntax, its schema and "$schema" line, what the cross-references may read of it. */
interface FileCheck {
  text: string;
  label: string;
  /** The schema of its kind; undefined for a file that is no part of the configuration. */
  schema: string | undefined;
  /** Its syntax problems, or that it is no part of the configuration. */
  syntax: Problem[];
  source: JsonSource | undefined;
  /** Its schema's problems and a wrong "$schema" line's. */
  own: Problem[];
  schemaLine: SchemaLineVerdict['kind'];
  /** The warning of a "$schema" line that names its schema but does not lead to it. */
  namedOnly: Problem | undefined;
  readable: Salvage | undefined;
}

/** See ConfigInput.memory. */
export class CheckMemory {
  readonly files = new Map<string, FileCheck>();
  readonly references = new ReferenceMemory();
  /** The paths of the last check, sorted. */
  order: string[] = [];
  /** A file's label -> its path, for the files checked. */
  readonly pathByLabel = new Map<string, string>();
  /** The files of the last check that are part of the configuration; a new set when a file comes or goes. */
  present: ReadonlySet<string> = new Set();
}

/**
 * The files in path order, as a directory lists them, with their texts; the paths are sorted again
 * only when a file came or went.
 */
function filesInOrder(files: ReadonlyMap<string, string>, memory: CheckMemory): [string[], string[]] {
  if (memory.order.length === files.size) {
    const texts: string[] = [];
    for (const path of memory.order) {
      const text = files.get(path);
      if (text === undefined) break;
      texts.push(text);
    }
    if (texts.length === files.size) return [memory.order, texts];
  }
  for (const path of memory.files.keys())
    if (!files.has(path)) {
      // Files gone from the config leave the memory.
      memory.pathByLabel.delete(memory.files.get(path)!.label);
      memory.files.delete(path);
    }
  memory.order = [...files.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  memory.present = new Set(memory.order.filter((path) => kindOf(path) !== undefined));
  return [memory.order, memory.order.map((path) => files.get(path)!)];
}

export interface ConfigCheck {
  problems: Problem[];
  /** The files that parsed and passed their schema, by path. */
  sound: Map<string, JsonSource>;
  /** The files that failed their schema but took part in the cross-references with what of them could be read. */
  salvaged: string[];
  /**
   * Every "$schema" line names its schema but none leads to it from where the directory lies: it was
   * copied. The warnings of those lines are then left out; the caller says it once for the directory.
   */
  copied: boolean;
}

/** The problems of a whole config, in file order; warnings included (see isError). */
export function checkConfig(input: ConfigInput): ConfigCheck {
  // Without a memory the check starts from an empty one: both ways run the same code.
  const memory = input.memory ?? new CheckMemory();
  const label = input.fileLabel ?? ((path: string) => path);
  const judgeOf = input.schemaLine ?? schemaLineByName;
  const problems: Problem[] = [];
  const sound = new Map<string, JsonSource>();
  /** The files that fail their schema, with what the cross-references may read of them. */
  const salvaged = new Map<string, Salvage>();
  /** What the cross-references read of each file: the sound ones and what can be read of the others. */
  const crossFiles = new Map<string, JsonSource>();
  const seenKinds = new Set<string>();
  const schemaLineWarnings: Problem[] = [];
  let schemaLinesLeadingThere = 0;

  // In path order, as a directory lists them.
  const [paths, texts] = filesInOrder(input.files, memory);
  for (let at = 0; at < paths.length; at++) {
    const path = paths[at]!;
    const text = texts[at]!;
    const remembered = memory.files.get(path);
    const file =
      remembered && remembered.text === text && remembered.label === label(path)
        ? remembered
        : checkFile(input, path, label(path), text, judgeOf);
    if (file !== remembered) {
      memory.files.set(path, file);
      memory.pathByLabel.set(file.label, path);
    }
    // Most files have no problems: nothing to add (a spread of nothing still costs a call).
    if (file.syntax.length > 0) problems.push(...file.syntax);
    if (!file.schema) continue;
    seenKinds.add(file.schema);
    if (!file.source) continue;
    if (file.namedOnly) schemaLineWarnings.push(file.namedOnly);
    if (file.schemaLine === 'leads-there') schemaLinesLeadingThere++;
    if (file.own.length > 0) problems.push(...file.own);
    if (file.own.length === 0) {
      sound.set(path, file.source);
      crossFiles.set(path, file.source);
    } else if (file.readable) {
      salvaged.set(path, file.readable);
      crossFiles.set(path, file.readable.source);
    }
  }
  const copied = schemaLinesLeadingThere === 0 && schemaLineWarnings.length > 0;
  if (!copied) problems.push(...schemaLineWarnings);
  for (const kind of FILE_KINDS) {
    if (kind.required && !seenKinds.has(kind.schema)) {
      problems.push({
        file: label(kind.match.source.replace(/\\|\^|\$/g, '')),
        line: 1,
        column: 1,
        pointer: '',
        message: 'this file is missing',
        hint: `it is checked against schemas/${kind.schema}`,
      });
    }
  }
  const crossChecked = (files: Map<string, JsonSource>) =>
    referenceProblems(
      {
        files,
        present: memory.present,
        asWritten: new Map(
          [...salvaged].flatMap(([path, { written }]) =>
            written === undefined || !files.has(path) ? [] : [[path, written] as const],
          ),
        ),
        publicFiles: input.publicFiles,
        sections: input.sections,
        formRules: input.formRules,
        countries: input.countries,
        patternSafety: input.patternSafety,
      },
      memory.references,
    );
  let references: Problem[];
  try {
    references = crossChecked(crossFiles);
  } catch {
    // A check tripped over a missing property: the entries lacking one are taken away as well
    // (salvage.ts), and the files where no list entry holds it stay out.
    for (const [path, readable] of salvaged) {
      if (!readable.strict) continue;
      salvaged.set(path, readable.strict);
      crossFiles.set(path, readable.strict.source);
    }
    try {
      references = crossChecked(crossFiles);
    } catch {
      // A check met a shape its schema would have refused: then only the sound files are cross-checked,
      // as a file that does not parse is never (the schema's problems of the others are listed all the same).
      references = crossChecked(sound);
      salvaged.clear();
    }
  }
  for (const problem of references) {
    const path = memory.pathByLabel.get(problem.file);
    const readable = path === undefined ? undefined : salvaged.get(path);
    const placed = readable ? relocate(readable, problem) : problem;
    if (path === undefined || !overlapsOwnProblem(placed, memory.files.get(path)?.own ?? [], readable?.removed ?? []))
      problems.push(placed);
  }
  const site = crossFiles.get(CONFIG_FILES.site)?.value as { seo?: { locale?: unknown } } | undefined;
  problems.push(
    ...priceLinkProblems(
      crossFiles.get(CONFIG_FILES.services),
      input.published?.get(CONFIG_FILES.services),
      typeof site?.seo?.locale === 'string' ? site.seo.locale : undefined,
    ),
  );
  problems.push(...translationProblems(crossFiles));
  return { problems: sortProblems(problems), sound, salvaged: [...salvaged.keys()], copied };
}

const within = (pointer: string, place: string) => pointer === place || pointer.startsWith(`${place}/`);

/** Where a problem of a file's own is: a missing property's is that property. */
const placeOf = (problem: Problem) =>
  problem.property === undefined ? problem.pointer : `${problem.pointer}/${pointerSegment(problem.property)}`;

/**
 * Whether a cross-reference problem only repeats the file's own problem at that place (a link that is
 * not in the expected form also leads nowhere), or is about a list an entry was taken from (its count
 * is not what the file says): then the file's own problem is the one to fix first.
 */
function overlapsOwnProblem(problem: Problem, own: Problem[], removed: string[]): boolean {
  return (
    // A problem of the whole file (at its root) hides nothing: the file's parts are still judged. A
    // missing property's place is that property, not the object around it, whose other parts are read.
    own.some((other) => other.pointer !== '' && within(problem.pointer, placeOf(other))) ||
    removed.some((entry) => within(problem.pointer, entry) || within(entry, problem.pointer))
  );
}

/** Parses a file and checks it against its schema and its "$schema" line. */
function checkFile(
  input: ConfigInput,
  path: string,
  label: string,
  text: string,
  judgeOf: (path: string) => SchemaLineJudge,
): FileCheck {
  const schemaName = kindOf(path)?.schema;
  if (!schemaName)
    return {
      text,
      label,
      schema: undefined,
      syntax: [
        {
          file: label,
          line: 1,
          column: 1,
          pointer: '',
          message: 'this file is not part of the site configuration',
          hint: `expected one of: ${FILE_KINDS.map((k) => k.match.source).join(', ')}`,
        },
      ],
      source: undefined,
      own: [],
      schemaLine: 'wrong',
      namedOnly: undefined,
      readable: undefined,
    };
  const { source, problems: syntax } = parseJsonSource(label, text);
  const file: FileCheck = {
    text,
    label,
    schema: schemaName,
    syntax,
    source,
    own: [],
    schemaLine: 'wrong',
    namedOnly: undefined,
    readable: undefined,
  };
  if (!source) return file;
  const { problems: own, errors } = schemaCheck(source, input.validator(schemaName));
  const schemaLine = judgeOf(path)(source, schemaName);
  if (schemaLine.kind === 'wrong') own.push(schemaLine.problem);
  if (schemaLine.kind === 'named-only') file.namedOnly = schemaLine.problem;
  file.schemaLine = schemaLine.kind;
  file.own = own;
  if (own.length > 0) file.readable = salvage(source, errors);
  return file;
}

/** Problems in the order they are listed: by file, then line, then column. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      // Two names the locale sorts alike still have an order of their own.
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column,
  );
}
