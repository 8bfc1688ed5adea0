import { describe, it } from 'node:test';
import { expect } from 'expect';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageCache, renderedPage, withCompressedForms } from '../render/page-cache';

const html = (text: string) => `<!doctype html><title>${text}</title><p>${'Online Casino Vergleich '.repeat(40)}</p>`;
const page = (text: string) => renderedPage(200, Buffer.from(html(text)), "default-src 'self'");

describe('page cache', () => {
  it('keeps a page compressed in every encoding browsers ask for, counted in its size', async () => {
    const cached = await withCompressedForms(page('A'));
    expect(brotliDecompressSync(cached.compressed.br!).toString()).toBe(html('A'));
    expect(gunzipSync(cached.compressed.gzip!).toString()).toBe(html('A'));
    expect(cached.compressed.br!.length).toBeLessThan(cached.html.length / 4);
    expect(cached.bytes).toBe(cached.html.length + cached.compressed.br!.length + cached.compressed.gzip!.length);
  });

  it('drops every page when the generation (data or release) changes', () => {
    const cache = new PageCache(10_000);
    cache.set('g1', '/a', page('A'));
    cache.set('g1', '/b', page('B'));
    expect(cache.get('g2', '/a')).toBeUndefined();
    cache.set('g2', '/c', page('C'));
    expect(cache.size).toBe(1);
    expect(cache.get('g1', '/b')).toBeUndefined();
  });

  it('gives up the least recently used pages when the byte budget is spent', () => {
    const size = Buffer.byteLength(html('A'));
    const cache = new PageCache(size * 2);
    cache.set('g', '/a', page('A'));
    cache.set('g', '/b', page('B'));
    cache.get('g', '/a');
    cache.set('g', '/c', page('C'));
    expect(cache.get('g', '/b')).toBeUndefined();
    expect(cache.get('g', '/a')).toBeDefined();
    expect(cache.get('g', '/c')).toBeDefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new PageCache(0);
    cache.set('g', '/a', page('A'));
    expect(cache.get('g', '/a')).toBeUndefined();
  });
});
