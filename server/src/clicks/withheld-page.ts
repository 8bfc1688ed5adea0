import type { AdvertisingNow, Language } from '@casino/shared';
import { escapeHtml } from '../core/escape';

/**
 * What a visitor sees at /go/ while a casino's calls to action are withheld by the German
 * rules (ad-rules/): why, in the language of the page the link was on, and no way on to the
 * casino. The status is 451 (Unavailable For Legal Reasons): the page is there, the offer is not.
 */
const TEXT = {
  de: {
    title: 'Dieses Angebot zeigen wir gerade nicht',
    quiet: (q: Times) => `Nach deutschem Recht (§ 5 Abs. 3 GlüStV 2021) zeigen wir Angebote für Online-Casinos, virtuelle Automatenspiele und Online-Poker nicht zwischen ${q.from} und ${q.until} Uhr. Ab ${q.until} Uhr ist dieser Link wieder für dich da.`,
    whitelist: 'Für dieses Casino zeigen wir keine Angebote: Sein Betreiber steht nicht mit einer Erlaubnis für seine Spiele auf der Whitelist der Gemeinsamen Glücksspielbehörde der Länder.',
    back: 'Zurück zur Seite',
    stays: 'Bewertungen und Fakten zu jedem Casino findest du weiterhin auf unseren Seiten.',
  },
  en: {
    title: 'We are not showing this offer right now',
    quiet: (q: Times) => `Under German law (GlüStV 2021 § 5(3)) we show no offers for online casinos, virtual slot machines and online poker between ${q.from} and ${q.until} German time. This link works again from ${q.until}.`,
    whitelist: "We show no offers for this casino: its operator is not on the German regulator's (GGL) whitelist with a permission for its games.",
    back: 'Back to the page',
    stays: 'Reviews and facts about every casino stay on our pages.',
  },
} as const;

type Times = { from: string; until: string };

export function withheldPage(language: Language, reasons: readonly string[], quietHours: AdvertisingNow['quietHours'], backTo: string): string {
  const text = TEXT[language];
  const lines = [
    ...(reasons.includes('quiet-hours') && quietHours ? [text.quiet(quietHours)] : []),
    ...(reasons.includes('whitelist') ? [text.whitelist] : []),
    text.stays,
  ];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(backTo)}">${escapeHtml(text.back)}</a></p>
</main>
</body>
</html>`;
}
