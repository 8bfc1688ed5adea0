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

/** How an app version is named: the first 12 hex digits of its build's content checksum. */
export const VERSION_PATTERN = /^[a-f0-9]{12}$/;
export const folderOf = (app: AppName) => APPS.find((entry) => entry.app === app)!.folder;
