import { Fragment, type ReactNode } from 'react';

const BOLD = /\*\*(.+?)\*\*/g;

/**
 * Turns "**Lead-in:** text" into emphasis followed by text. Everything else stays text, so
 * content that looks like HTML is shown as written and never becomes markup.
 */
export function renderBold(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<strong key={match.index}>{match[1]}</strong>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.map((part, index) => (typeof part === 'string' ? <Fragment key={`t${index}`}>{part}</Fragment> : part));
}
