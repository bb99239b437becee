import { describe, expect, it } from 'vitest';
import { UsageError } from '../submissions/args.ts';
import { parseAdminArgs } from './args.ts';

const parse = (...argv: string[]) => parseAdminArgs(argv, { DATA_DIR: '/var/data' });

describe('npm run admin arguments', () => {
  it('reads each command with its own options', () => {
    expect(parse('add-user', 'asha', '--email', 'asha@example.com', '--full-name', 'Asha Rao')).toEqual({
      command: 'add-user',
      name: 'asha',
      email: 'asha@example.com',
      fullName: 'Asha Rao',
      roles: undefined,
      dataDir: '/var/data',
    });
    expect(parse('add-user', 'ben', '--roles', 'leads,editor')).toMatchObject({ roles: ['editor', 'leads'] });
    expect(parse('set-roles', 'ben', 'publisher')).toEqual({
      command: 'set-roles',
      name: 'ben',
      roles: ['publisher'],
      dataDir: '/var/data',
    });
    expect(parse('reset-password', 'asha', '--data-dir', 'here')).toEqual({
      command: 'reset-password',
      name: 'asha',
      dataDir: 'here',
    });
    expect(parse('list-users')).toEqual({ command: 'list-users', dataDir: '/var/data' });
    expect(parse('audit', '--since', '2030-01-02', '--limit', '20')).toEqual({
      command: 'audit',
      since: '2030-01-02',
      limit: 20,
      dataDir: '/var/data',
    });
    expect(parse('audit')).toMatchObject({ since: undefined, limit: 100 });
    expect(parse('unlock', 'asha')).toEqual({ command: 'unlock', name: 'asha', dataDir: '/var/data' });
    expect(parse('reset-2fa', 'asha')).toEqual({ command: 'reset-2fa', name: 'asha', dataDir: '/var/data' });
    expect(parse('require-2fa')).toEqual({ command: 'require-2fa', off: false, dataDir: '/var/data' });
    expect(parse('require-2fa', '--off')).toEqual({ command: 'require-2fa', off: true, dataDir: '/var/data' });
    expect(parse('stop-publish')).toEqual({ command: 'stop-publish', dataDir: '/var/data' });
    expect(parse('--help')).toBeNull();
  });

  it.each([
    [['add-user'], 'needs the NAME'],
    [['remove-user', 'a', 'b'], 'unexpected argument "b"'],
    [['remove-user', 'a', '--email', 'x@example.com'], '--email does not go with remove-user'],
    [['audit', '--since', 'yesterday'], '--since takes a day'],
    [['audit', '--limit', '0'], '--limit takes a whole number'],
    [['grant', 'a'], 'unknown command "grant"'],
    [['unlock'], 'unlock needs the NAME'],
    [['unlock', 'asha', '--off'], '--off does not go with unlock'],
    [['require-2fa', 'asha'], 'unexpected argument "asha"'],
    [[], 'missing command'],
    [
      ['add-user', 'ben', '--roles', 'editor,boss'],
      '"boss" is not a role: the roles are editor, publisher, leads, admin',
    ],
    [['set-roles', 'ben', 'root'], '"root" is not a role'],
    [['set-roles', 'ben'], 'set-roles needs the NAME of an account and its ROLES'],
    [['list-users', '--roles', 'admin'], '--roles does not go with list-users'],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(...argv)).toThrow(UsageError);
    expect(() => parse(...argv)).toThrow(message);
  });
});
