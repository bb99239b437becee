import { describe, expect, it } from 'vitest';
import {
  articleFile,
  articleSlugOfFile,
  CONFIG_FILES,
  formFile,
  idOfFileName,
  isFormFile,
  kindOf,
  pageFile,
  pageIdOfFile,
} from '../../src/shared/config-check/config-layout.ts';

describe('the config layout', () => {
  it('names a file of a folder by its id, and reads the id back', () => {
    expect(pageFile('erp')).toBe('pages/erp.json');
    expect(articleFile('why-erp')).toBe('blog/why-erp.json');
    expect(formFile('contact')).toBe('forms/contact.json');
    expect(pageIdOfFile(pageFile('erp'))).toBe('erp');
    expect(articleSlugOfFile(articleFile('why-erp'))).toBe('why-erp');
    expect(isFormFile(formFile('contact'))).toBe(true);
  });

  it('gives no id for a path outside the folder, below it, or not a config file', () => {
    expect(pageIdOfFile(articleFile('erp'))).toBeUndefined();
    expect(pageIdOfFile('pages/old/erp.json')).toBeUndefined();
    expect(pageIdOfFile('pages/erp.txt')).toBeUndefined();
    expect(idOfFileName('notes.md')).toBeUndefined();
    expect(idOfFileName('/somewhere/blog/why-erp.json')).toBe('why-erp');
  });

  it('every file it names has a kind, with a schema', () => {
    const named = [...Object.values(CONFIG_FILES), pageFile('erp'), articleFile('why-erp'), formFile('contact')];
    expect(named.filter((path) => kindOf(path) === undefined)).toEqual([]);
  });
});
