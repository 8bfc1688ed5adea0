import { describe, it } from 'node:test';
import { expect } from 'expect';
import { pageStatus } from '../render/page-status';

describe('the status of a rendered page', () => {
  const page = { app: 'reviews', failures: [], dataFailed: false };

  it('is 200, or what the page announced, when every part rendered', () => {
    expect(pageStatus(page)).toBe(200);
    expect(pageStatus({ ...page, announced: 404 })).toBe(404);
  });

  it('is 404 for a path no route knows', () => {
    expect(pageStatus({ ...page, app: null })).toBe(404);
  });

  it('is 503 (come back later) when an app could not be loaded or the data could not be read', () => {
    expect(pageStatus({ ...page, failures: [{ kind: 'load' }] })).toBe(503);
    expect(pageStatus({ ...page, dataFailed: true })).toBe(503);
    expect(pageStatus({ ...page, app: null, dataFailed: true })).toBe(503);
    expect(pageStatus({ ...page, announced: 404, failures: [{ kind: 'load' }] })).toBe(503);
  });

  it('is 500 when a part is broken, even if another one only failed to load', () => {
    expect(pageStatus({ ...page, failures: [{ kind: 'render' }] })).toBe(500);
    expect(pageStatus({ ...page, failures: [{ kind: 'missing-route' }] })).toBe(500);
    expect(pageStatus({ ...page, failures: [{ kind: 'load' }, { kind: 'render' }], dataFailed: true })).toBe(500);
  });
});
