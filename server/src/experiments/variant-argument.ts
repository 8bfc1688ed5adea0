import { ReleaseError } from '../core/steps/step-error';

const FIELDS = ['label', 'order', 'button'] as const;

/**
 * A variant as `npm run experiment -- start` takes it: its share, then what it changes, each as
 * `field=value` after a comma (`30,label=Bonus holen,order=rating`). A label runs to the next
 * `,order=` or `,button=`, so it may hold commas of its own.
 */
export function variantArgument(text: string, position: number): Record<string, unknown> {
  const [share, ...parts] = text.split(new RegExp(`,(?=(?:${FIELDS.join('|')})=)`));
  const variant: Record<string, unknown> = { share: /^\d{1,2}$/.test(share!.trim()) ? Number(share) : share };
  if (typeof variant.share !== 'number') throw new ReleaseError(`variant ${position} begins with its share of visitors, a whole number of percent such as 50 (not "${share}")`);
  for (const part of parts) {
    const at = part.indexOf('=');
    const field = part.slice(0, at) as (typeof FIELDS)[number];
    if (field in variant) throw new ReleaseError(`variant ${position} gives ${field} twice`);
    variant[field] = part.slice(at + 1);
  }
  return variant;
}
