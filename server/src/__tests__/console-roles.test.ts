import { describe, it } from 'node:test';
import { expect } from 'expect';
import { refusalFor } from '../auth/scope';
import { grantsOf, parseRoleMap, rolesOf, RELEASE_STEPS } from '../auth/roles';
import { RELEASE_ACTIONS } from '../releases/actions/release-actions';

const action = (name: string) => RELEASE_ACTIONS.find((entry) => entry.name === name)!;
const person = (...roles: string[]) => ({ name: 'Rita (rita)', grants: grantsOf(roles) });

describe('console roles from the identity provider’s groups', () => {
  it('reads OIDC_ROLES, and refuses a role it does not know rather than granting or withholding silently', () => {
    const map = parseRoleMap(' reviews-team=release-manager:reviews; reviews-team=release-manager:guides;ops=admin ; ');
    expect(rolesOf(map, ['reviews-team', 'unrelated'])).toEqual(['release-manager:guides', 'release-manager:reviews']);
    expect(rolesOf(map, ['ops', 'ops'])).toEqual(['admin']);
    expect(rolesOf(map, [])).toEqual([]);
    // A group name may hold `=`; the role is what follows the last one.
    expect(rolesOf(parseRoleMap('cn=release,ou=groups=analyst'), ['cn=release,ou=groups'])).toEqual(['analyst']);
    expect(() => parseRoleMap('reviews-team=release-manager:review')).toThrow(/"release-manager:review" is no role/);
    expect(() => parseRoleMap('admins=superuser')).toThrow(/is no role/);
    expect(() => parseRoleMap('=admin')).toThrow(/is not <claim value>=<role>/);
    expect(() => parseRoleMap('admin')).toThrow(/is not <claim value>=<role>/);
  });

  it('lets each role take its own steps only', () => {
    const reviews = { app: 'reviews', reason: 'r' };
    expect(refusalFor(person('release-manager:reviews'), action('rollback'), reviews)).toBeNull();
    expect(refusalFor(person('release-manager:reviews'), action('rollback'), { app: 'guides', reason: 'r' })).toBe('Rita (rita) may not act on guides (only on reviews)');
    expect(refusalFor(person('release-manager:reviews'), action('prune'), { keep: 5 })).toMatch(/it concerns every app/);
    expect(refusalFor(person('release-manager:*'), action('prune'), { keep: 5 })).toBeNull();
    expect(refusalFor(person('release-manager:reviews'), action('import'), {})).toMatch(/may not import/);
    expect(refusalFor(person('catalogue-editor'), action('import'), {})).toBeNull();
    expect(refusalFor(person('catalogue-editor'), action('rollback'), reviews)).toMatch(/may not rollback \(it may: import, link-health\)/);
    expect(refusalFor(person('analyst'), action('history'), reviews)).toBeNull();
    expect(refusalFor(person('analyst'), action('rollback'), reviews)).toMatch(/may not rollback/);
    expect(refusalFor(person('analyst'), action('click-report'), {})).toBeNull();
    expect(refusalFor(person('release-manager:*'), action('click-report'), {})).toMatch(/may not reports/);
    expect(refusalFor(person('admin'), action('credential-create'), {})).toBeNull();
    expect(refusalFor(person(), action('history'), reviews)).toMatch(/may not history/);
  });

  it('needs one role that allows the step on each app: two roles together do not add up to a third', () => {
    // The analyst reads every app and the release manager changes reviews: neither rolls back guides.
    expect(refusalFor(person('release-manager:reviews', 'analyst'), action('rollback'), { app: 'guides', reason: 'r' })).toBe('Rita (rita) may not act on guides (only on reviews)');
    expect(refusalFor(person('release-manager:reviews', 'analyst'), action('preview'), { pins: { reviews: 'a', guides: 'b' } })).toBe('Rita (rita) may not act on guides (only on reviews)');
    // Managing two apps through two roles previews both together.
    expect(refusalFor(person('release-manager:reviews', 'release-manager:guides'), action('preview'), { pins: { reviews: 'a', guides: 'b' } })).toBeNull();
  });

  it('gives a release manager every release step of the action table, and nothing of the catalogue, credentials, subscribers, link health or reports', () => {
    const releaseSteps = RELEASE_ACTIONS.filter((entry) => entry.name !== 'import' && !['credentials', 'subscribers', 'link-health', 'link-health-run', 'reports'].includes(entry.scope ?? '')).map((entry) => entry.name);
    expect([...RELEASE_STEPS].sort()).toEqual(releaseSteps.sort());
  });
});
