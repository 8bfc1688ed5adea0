import { cryptocurrenciesOf, isCryptocurrency } from '../payment-methods';

describe('cryptocurrencies among payment methods', () => {
  it('knows the coins by the names editors give them, and nothing else as one', () => {
    for (const coin of ['Bitcoin', 'Ethereum', 'Litecoin', 'Dogecoin', 'Tether (USDT)', 'XRP', 'Solana', 'TRON', 'USDC']) expect({ coin, crypto: isCryptocurrency(coin) }).toEqual({ coin, crypto: true });
    for (const method of ['Visa', 'Mastercard', 'PayPal', 'Skrill', 'Neteller', 'MiFinity', 'Paysafecard', 'Trustly', 'Klarna (Sofort)', 'Solaris Bank']) {
      expect({ method, crypto: isCryptocurrency(method) }).toEqual({ method, crypto: false });
    }
  });

  it('lists a casino\'s coins in the catalogue\'s order', () => {
    expect(cryptocurrenciesOf(['Visa', 'Bitcoin', 'Skrill', 'Tether (USDT)'])).toEqual(['Bitcoin', 'Tether (USDT)']);
    expect(cryptocurrenciesOf(undefined)).toEqual([]);
  });
});
