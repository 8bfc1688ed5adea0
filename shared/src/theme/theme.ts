/** Colours are chosen for at least 4.5:1 text contrast on their backgrounds (WCAG AA). */
export const theme = {
  colors: {
    background: '#0b1120',
    surface: '#121b2f',
    surfaceRaised: '#1a2540',
    border: '#2a3858',
    text: '#f1f5f9',
    muted: '#b8c4d6',
    accent: '#fbbf24',
    accentStrong: '#f59e0b',
    onAccent: '#111827',
    success: '#4ade80',
    danger: '#f87171',
    dangerSurface: '#7f1d1d',
    link: '#fcd34d',
  },
  radius: '12px',
  maxWidth: '1200px',
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  breakpoints: { md: '768px', lg: '1024px' },
} as const;

export type Theme = typeof theme;

export const media = {
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};
