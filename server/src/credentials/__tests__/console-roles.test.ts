import { describe, it } from 'node:test';
import { expect } from 'expect';
import { refusalFor } from '../../core/steps/scope';
import { formInput } from '../../core/console/console-forms';
import { grantsOf, parseRoleMap, rolesOf, RELEASE_STEPS } from '../../core/roles';
import { STEP_TABLE } from '../../features';

const action = (name: string) => STEP_TABLE.find((entry) => entry.name === name)!;
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
    expect(refusalFor(person('release-manager:reviews'), action('rollback'), { app: 'guides', reason: 'r' })).toBe('Rita (rita) may not take the step "rollback" on guides (only on reviews)');
    expect(refusalFor(person('release-manager:reviews'), action('prune'), { keep: 5 })).toBe('Rita (rita) may not take the step "prune" (Remove old versions): it concerns every app, and Rita (rita) is for reviews only');
    expect(refusalFor(person('release-manager:*'), action('prune'), { keep: 5 })).toBeNull();
    expect(refusalFor(person('release-manager:reviews'), action('import'), {})).toMatch(/may not take the step "import" \(Import the catalogue\); Rita \(rita\) may: publish, /);
    expect(refusalFor(person('catalogue-editor'), action('import'), {})).toBeNull();
    expect(refusalFor(person('catalogue-editor'), action('rollback'), reviews)).toBe('Rita (rita) may not take the step "rollback" (Roll back to the version before); Rita (rita) may: import, whitelist-import, link-health, compliance');
    expect(refusalFor(person('analyst'), action('history'), reviews)).toBeNull();
    expect(refusalFor(person('analyst'), action('rollback'), reviews)).toMatch(/may not take the step "rollback"/);
    expect(refusalFor(person('analyst'), action('click-report'), {})).toBeNull();
    expect(refusalFor(person('release-manager:*'), action('click-report'), {})).toMatch(/may not take the step "click-report" \(Clicks on play buttons .*, as CSV\), which needs "reports"; /);
    expect(refusalFor(person('admin'), action('credential-create'), {})).toBeNull();
    expect(refusalFor(person(), action('history'), reviews)).toBe('Rita (rita) may not take the step "history" (Show the published versions (* = active), the canary and the audit trail); Rita (rita) may take no step');
    expect(refusalFor(person('admin'), action('history'), reviews)).toBeNull();
  });

  it('needs one role that allows the step on each app: two roles together do not add up to a third', () => {
    // The analyst reads every app and the release manager changes reviews: neither rolls back guides.
    expect(refusalFor(person('release-manager:reviews', 'analyst'), action('rollback'), { app: 'guides', reason: 'r' })).toBe('Rita (rita) may not take the step "rollback" on guides (only on reviews)');
    expect(refusalFor(person('release-manager:reviews', 'analyst'), action('preview'), { pins: { reviews: 'a', guides: 'b' } })).toBe('Rita (rita) may not take the step "preview" on guides (only on reviews)');
    // Managing two apps through two roles previews both together.
    expect(refusalFor(person('release-manager:reviews', 'release-manager:guides'), action('preview'), { pins: { reviews: 'a', guides: 'b' } })).toBeNull();
  });

  it('reads the apps a step acts on from its declaration only, never from another field of its input', () => {
    const guidesOnly = { name: 'guides-all', grants: [{ apps: ['guides'], actions: ['*'] }] };
    // Steps that concern every app stay so, whatever app or pins their input carries.
    for (const name of ['prune', 'verify', 'import', 'credential-create', 'credential-list', 'subscriber-export', 'click-report', 'link-health']) {
      expect({ name, refused: refusalFor(guidesOnly, action(name), { app: 'guides', pins: { guides: 'a' }, apps: ['guides'] }) }).toEqual({ name, refused: expect.stringContaining('it concerns every app') });
    }
    // A preview acts on its pins, not on an app beside them; a rollback on its app, not on pins beside it.
    expect(refusalFor(guidesOnly, action('preview'), { pins: { reviews: 'a' }, app: 'guides' })).toBe('guides-all may not take the step "preview" on reviews (only on guides)');
    expect(refusalFor(guidesOnly, action('rollback'), { app: 'reviews', pins: { guides: 'a' }, reason: 'r' })).toBe('guides-all may not take the step "rollback" on reviews (only on guides)');
    // A step on a set of apps names one at least.
    expect(refusalFor(person('admin'), action('preview'), { pins: {} })).toBe('Rita (rita) may not take the step "preview" (Make a preview link): the request names no app');
  });

  it('makes a console form’s input from its declared fields and the page’s app, whatever else is posted', () => {
    const reviewsManager = person('release-manager:reviews');
    const rollback = formInput(action('rollback'), 'reviews', { app: 'guides', reason: 'r', pins: 'guides' });
    expect(rollback.input).toEqual({ app: 'reviews', reason: 'r', force: false });
    expect(refusalFor(reviewsManager, action('rollback'), rollback.input)).toBeNull();
    const preview = formInput(action('preview'), 'reviews', { version: 'a', app: 'guides', pins: 'guides' });
    expect(preview.input).toEqual({ pins: { reviews: 'a' } });
    expect(refusalFor(reviewsManager, action('preview'), preview.input)).toBeNull();
    expect(refusalFor(reviewsManager, action('preview'), formInput(action('preview'), 'guides', { version: 'a' }).input)).toBe('Rita (rita) may not take the step "preview" on guides (only on reviews)');
  });

  it('gives a release manager every release step of the action table, and nothing of the catalogue, credentials, subscribers, link health, reports, advertising rules, affiliate networks or experiments', () => {
    const releaseSteps = STEP_TABLE.filter((entry) => !['import', 'whitelist-import', 'compliance'].includes(entry.name) && !['credentials', 'subscribers', 'link-health', 'link-health-run', 'reports', 'networks', 'experiments'].includes(entry.scope ?? '')).map((entry) => entry.name);
    expect([...RELEASE_STEPS].sort()).toEqual(releaseSteps.sort());
  });
});
