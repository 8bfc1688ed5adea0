import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The committed baselines; `npm run screenshots -w e2e` writes them anew after a wanted change. */
export const BASELINE_DIR = path.resolve(__dirname, '..', 'screenshots');
/** Where a failed comparison leaves the new screenshot and the difference, for a person to look at. */
const FAILED_DIR = path.resolve(__dirname, '..', 'test-results', 'screenshots');
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/** Per pixel, how far colours may differ before they count (pixelmatch's 0..1 scale); antialiased edges never count. */
const COLOUR_THRESHOLD = 0.1;
/**
 * The share of pixels that may differ. The same build renders the same pixels in the same
 * Chromium; this leaves room for a changed digit, while a row of badges moved by 19 px
 * (0.17 % of a laptop screen) already fails.
 */
const MAX_DIFFERENT_SHARE = 0.0005;

/**
 * Compares a screenshot with its baseline. Returns null when they match within the tolerance,
 * otherwise what differs, with the files written for inspection. A missing baseline fails
 * (CI must not pass on a screenshot nobody has looked at) unless baselines are being written.
 */
export function compareWithBaseline(name: string, screenshot: Buffer): string | null {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselineFile, screenshot);
    return null;
  }
  if (!existsSync(baselineFile)) return `${name}: no baseline; write it with UPDATE_SCREENSHOTS=1 and look at it before committing`;
  const baseline = readFileSync(baselineFile);
  // The same pixels make the same file (78 of 80 pictures in a run): nothing to decode and compare.
  if (screenshot.equals(baseline)) return null;
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(screenshot);
  const failed = (message: string, diff?: PNG) => {
    mkdirSync(FAILED_DIR, { recursive: true });
    writeFileSync(path.join(FAILED_DIR, `${name}.actual.png`), screenshot);
    if (diff) writeFileSync(path.join(FAILED_DIR, `${name}.diff.png`), PNG.sync.write(diff));
    return `${name}: ${message} (see ${path.relative(process.cwd(), FAILED_DIR)})`;
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return failed(`size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}`);
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: COLOUR_THRESHOLD });
  const share = different / (actual.width * actual.height);
  return share > MAX_DIFFERENT_SHARE ? failed(`${(share * 100).toFixed(2)} % of the pixels differ`, diff) : null;
}
