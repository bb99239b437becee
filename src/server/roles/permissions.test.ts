import { describe, expect, it } from 'vitest';
import { hasPermission, mayStopPublish, parseRoles, permissionsOf } from './permissions.ts';

describe('roles and what they allow', () => {
  it('grants each role its permissions, an admin all of them', () => {
    expect(permissionsOf({ roles: ['editor'] })).toEqual(['edit']);
    expect(permissionsOf({ roles: ['publisher'] })).toEqual(['edit', 'publish']);
    expect(permissionsOf({ roles: ['leads'] })).toEqual(['leads']);
    expect(permissionsOf({ roles: ['admin'] })).toEqual(['edit', 'publish', 'leads', 'admin']);
    expect(permissionsOf({ roles: ['editor', 'leads'] })).toEqual(['edit', 'leads']);
    // A name stored by a later release, unknown here, grants nothing.
    expect(permissionsOf({ roles: ['owner'] })).toEqual([]);
    expect(hasPermission({ roles: [] }, 'edit')).toBe(false);
  });

  it('reads roles as an operator writes them, and names a word that is no role', () => {
    expect(parseRoles('leads, editor,editor')).toEqual({ roles: ['editor', 'leads'] });
    expect(parseRoles('')).toEqual({ roles: [] });
    expect(parseRoles('editor,publishers')).toEqual({ unknown: 'publishers' });
  });

  it('lets the starter of a publish stop it while a publisher, and an admin stop any', () => {
    expect(mayStopPublish({ name: 'asha', roles: ['publisher'] }, 'asha')).toBe(true);
    expect(mayStopPublish({ name: 'asha', roles: ['publisher'] }, 'ben')).toBe(false);
    expect(mayStopPublish({ name: 'asha', roles: ['editor'] }, 'asha')).toBe(false);
    expect(mayStopPublish({ name: 'root', roles: ['admin'] }, 'ben')).toBe(true);
  });
});
