import { describe, it } from 'node:test';
import { expect } from 'expect';
import { NONCE_PLACEHOLDER, PageCache, renderedPage, withNonce } from '../render/page-cache';

const page = (text: string) => `<style nonce="${NONCE_PLACEHOLDER}"></style>${text}<script nonce="${NONCE_PLACEHOLDER}"></script>`;

describe('page cache', () => {
  it('puts the nonce of each response into every slot', () => {
    const cache = new PageCache(10_000);
    cache.set('g1', '/a', renderedPage(200, page('A')));
    const cached = cache.get('g1', '/a')!;
    expect(withNonce(cached, 'n1').toString()).toBe('<style nonce="n1"></style>A<script nonce="n1"></script>');
    expect(withNonce(cached, 'n2').toString()).toBe('<style nonce="n2"></style>A<script nonce="n2"></script>');
  });

  it('drops every page when the generation (data or release) changes', () => {
    const cache = new PageCache(10_000);
    cache.set('g1', '/a', renderedPage(200, page('A')));
    cache.set('g1', '/b', renderedPage(200, page('B')));
    expect(cache.get('g2', '/a')).toBeUndefined();
    cache.set('g2', '/c', renderedPage(200, page('C')));
    expect(cache.size).toBe(1);
    expect(cache.get('g1', '/b')).toBeUndefined();
  });

  it('gives up the least recently used pages when the byte budget is spent', () => {
    const size = Buffer.byteLength(page('A').split(NONCE_PLACEHOLDER).join(''));
    const cache = new PageCache(size * 2);
    cache.set('g', '/a', renderedPage(200, page('A')));
    cache.set('g', '/b', renderedPage(200, page('B')));
    cache.get('g', '/a');
    cache.set('g', '/c', renderedPage(200, page('C')));
    expect(cache.get('g', '/b')).toBeUndefined();
    expect(cache.get('g', '/a')).toBeDefined();
    expect(cache.get('g', '/c')).toBeDefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new PageCache(0);
    cache.set('g', '/a', renderedPage(200, page('A')));
    expect(cache.get('g', '/a')).toBeUndefined();
  });
});
