/**
 * Which of a casino's payment methods are cryptocurrencies. The catalogue's `paymentMethods`
 * is the one list of what a casino accepts; a page that names or counts its coins (the crypto
 * review's list, "4 Kryptowährungen") reads them from there, never from its own copy. A coin
 * is known by its name or ticker as editors write it ("Tether (USDT)", "XRP"); a new coin in
 * the catalogue needs its name here to be counted.
 */
const COINS = ['bitcoin', 'btc', 'ethereum', 'eth', 'litecoin', 'ltc', 'dogecoin', 'doge', 'tether', 'usdt', 'usd coin', 'usdc', 'xrp', 'ripple',
  'solana', 'sol', 'tron', 'trx', 'cardano', 'ada', 'bnb', 'binance coin', 'bitcoin cash', 'bch', 'monero', 'xmr', 'polygon', 'matic'];
const COIN = new RegExp(`^(${COINS.join('|')})(\\s*\\(([a-z]+)\\))?$`, 'i');

export const isCryptocurrency = (method: string) => COIN.test(method.trim());

/** The casino's coins, in the catalogue's order. */
export const cryptocurrenciesOf = (methods: readonly string[] | null | undefined) => (methods ?? []).filter(isCryptocurrency);
