/** What the API answers about casinos, bonuses and cities is typed from the catalogue's records (catalog-records.ts). */
export interface NewsletterSubscription {
  email: string;
  language: 'de' | 'en';
}
