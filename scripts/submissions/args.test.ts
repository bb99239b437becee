import { describe, expect, it } from 'vitest';
import { UsageError, isIsoDay, parseCliArgs } from './args.ts';

describe('parseCliArgs', () => {
  it('parses a full export command', () => {
    expect(
      parseCliArgs(
        ['export', '--type', 'trial', '--format', 'json', '--since', '2025-01-01', '--data-dir', '/srv/data'],
        {},
      ),
    ).toEqual({
      command: 'export',
      type: 'trial',
      format: 'json',
      since: '2025-01-01',
      dataDir: '/srv/data',
    });
  });

  it('defaults to csv and DATA_DIR, then ./data', () => {
    expect(parseCliArgs(['export'], { DATA_DIR: '/var/lib/cortracker' })).toEqual({
      command: 'export',
      format: 'csv',
      dataDir: '/var/lib/cortracker',
    });
    expect(parseCliArgs(['list'], {})).toEqual({ command: 'list', format: 'csv', dataDir: './data' });
    expect(parseCliArgs(['list', '--data-dir=/x'], { DATA_DIR: '/y' })?.dataDir).toBe('/x');
  });

  it('takes the address of the person for lead and erase', () => {
    expect(parseCliArgs(['lead', 'Asha@Example.com'], {})).toEqual({
      command: 'lead',
      email: 'Asha@Example.com',
      format: 'csv',
      dataDir: './data',
    });
    expect(parseCliArgs(['erase', 'asha@example.com', '--data-dir', '/srv'], {})).toMatchObject({
      command: 'erase',
      email: 'asha@example.com',
      dataDir: '/srv',
    });
  });

  it('takes any kind a form may store under, so a form added in config needs no change here', () => {
    expect(parseCliArgs(['export', '--type', 'partner'], {})).toMatchObject({ command: 'export', type: 'partner' });
    expect(parseCliArgs(['list', '--type', 'enquiry'], {})).toMatchObject({ command: 'list', type: 'enquiry' });
  });

  it('returns null for help', () => {
    expect(parseCliArgs(['--help'], {})).toBeNull();
    expect(parseCliArgs(['list', '-h'], {})).toBeNull();
  });

  it.each([
    [[], /missing command/],
    [['delete'], /unknown command/],
    [['list', 'extra'], /unexpected argument/],
    [['lead'], /needs the person's e-mail address/],
    [['erase', 'asha'], /needs the person's e-mail address/],
    [['erase', 'a@example.com', 'b@example.com'], /unexpected argument/],
    [['lead', 'a@example.com', '--type', 'demo'], /do not apply to lead/],
    [['list', '--bogus'], /Unknown option/],
    [['export', '--type', 'Demo!'], /--type must be a kind of submission in lower-case letters/],
    [['export', '--format', 'xlsx'], /--format must be csv or json/],
    [['list', '--format', 'json'], /export only/],
    [['export', '--since', '01/02/2025'], /YYYY-MM-DD/],
    [['export', '--since', '2025-02-30'], /YYYY-MM-DD/],
    [['export', '--since'], /argument missing/],
    [['export', '--data-dir', ''], /must not be empty/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliArgs(argv, {})).toThrow(UsageError);
    expect(() => parseCliArgs(argv, {})).toThrow(message);
  });
});

describe('isIsoDay', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
  });
});
