/** JSON schemas of what the API answers (spec §3 and §7): the catalogue's records as the API shows them. */
export { ApiBonus as bonusSchema, ApiCasino as casinoSchema, ApiLocation as locationSchema } from '@casino/shared/catalog-records';

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
