// Components translate synchronously; the dictionaries are downloaded on demand in the
// browser, so unit tests load both once before they render anything.
const { loadDictionary } = require('@casino/shared');

beforeAll(() => Promise.all([loadDictionary('de'), loadDictionary('en')]));
