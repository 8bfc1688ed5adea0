/** Every app the site is composed of, with the folder its builds live in. */
export const APPS = [
  { app: 'shell', folder: 'shell', expose: './app' },
  { app: 'reviews', folder: 'mf-reviews', expose: './routes' },
  { app: 'guides', folder: 'mf-guides', expose: './routes' },
  { app: 'locations', folder: 'mf-locations', expose: './routes' },
  { app: 'newsletter', folder: 'mf-newsletter', expose: './routes' },
] as const;

export type AppName = (typeof APPS)[number]['app'];

export const isAppName = (value: string): value is AppName => APPS.some((entry) => entry.app === value);
export const folderOf = (app: AppName) => APPS.find((entry) => entry.app === app)!.folder;
