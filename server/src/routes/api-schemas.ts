/** The API's error answers; its records' schemas are the catalogue's (ApiCasino, ApiBonus, ApiLocation). */
export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
