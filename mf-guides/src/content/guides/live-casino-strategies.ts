import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Live Casino Ratgeber: Blackjack, Roulette & Baccarat',
  metaDescription:
    'Live Blackjack, Roulette und Baccarat erklärt: Regeln, Hausvorteil, Bankroll-Management und Etikette am Live-Tisch – ohne falsche Gewinnversprechen.',
  keywords: 'Live Casino, Live Blackjack, Live Roulette, Live Baccarat, Bankroll Management, Live Dealer',
  title: 'Live Casino Strategien',
  introduction:
    'Im Live Casino spielst du mit echten Dealern, die per Video aus einem Studio übertragen werden. Eine durchdachte Spielweise hilft dir, überlegter zu entscheiden, doch den Hausvorteil hebt sie nicht auf – kein System garantiert Gewinne. Hier erfährst du die Grundlagen der beliebtesten Live-Spiele, wie du dein Budget einteilst und wie du dich am Tisch verhältst.',
  sections: [
    {
      title: 'Die Grundlagen der Live-Spiele',
      bullets: [
        '**Live Blackjack:** Ziel ist es, näher an 21 zu kommen als der Dealer, ohne 21 zu überschreiten; eine Basisstrategie-Tabelle hilft dir bei Entscheidungen, senkt den Hausvorteil aber nur und hebt ihn nicht auf.',
        '**Live Roulette:** Wähle nach Möglichkeit europäisches Roulette mit nur einer Null, denn dort liegt der Hausvorteil bei rund 2,7 % statt bei rund 5,3 % beim amerikanischen Roulette mit Doppelnull.',
        '**Live Baccarat:** Du setzt auf Spieler, Bank oder Unentschieden; die Bank-Wette hat den geringsten Hausvorteil, auf Gewinne wird aber meist eine Provision von 5 % fällig.',
        '**Unentschieden und Nebenwetten:** Die Tie-Wette beim Baccarat und viele Side Bets locken mit hohen Quoten, haben aber einen deutlich höheren Hausvorteil.',
        '**Keine Gewinnsysteme:** Progressionen wie die Martingale-Strategie verändern den Hausvorteil nicht – sie treiben nur deine Einsätze nach oben und erhöhen das Risiko schneller Verluste.',
      ],
    },
    {
      title: 'Bankroll-Management',
      bullets: [
        '**Budget festlegen:** Bestimme vor jeder Session einen Betrag, den du als Unterhaltungskosten betrachten kannst, ohne dass es dir finanziell wehtut.',
        '**Passende Einsätze:** Wähle Tische, deren Mindesteinsatz zu deinem Budget passt, und halte jeden einzelnen Einsatz klein im Verhältnis zu deinem Session-Budget.',
        '**Verlustgrenze einhalten:** Ist dein Budget aufgebraucht, endet die Session – wer Verluste mit höheren Einsätzen zurückholen will, verliert meist noch mehr.',
        '**Gewinne sind Glückssache:** Liegst du im Plus, ist das Zufall und nicht das Ergebnis eines Systems; lege deshalb vorher fest, wann du aufhörst und dir Guthaben auszahlen lässt.',
        '**Zeit im Blick:** Live-Runden folgen schnell aufeinander und haben keine natürlichen Pausen, deshalb helfen dir ein Timer oder die Zeiterinnerungen des Casinos, rechtzeitig aufzuhören.',
      ],
    },
    {
      title: 'Etikette am Live-Tisch',
      bullets: [
        '**Freundlicher Chat:** Der Live-Chat ist für kurze, höfliche Nachrichten gedacht – Beleidigungen, Spam oder Werbung haben dort nichts verloren.',
        '**Respekt vor dem Dealer:** Dealer wenden nur die Spielregeln an und haben keinen Einfluss auf das Ergebnis, also lass Frust über eine Runde nicht an ihnen aus.',
        '**Zügig entscheiden:** An Tischen mit mehreren Spielern läuft für deine Entscheidung ein Timer; überleg dir deshalb vorher, wie du typische Situationen spielst.',
        '**Stabile Verbindung:** Spiele nur mit stabilem Internet, denn bei einem Verbindungsabbruch gelten die Regeln des Anbieters für unterbrochene Runden.',
        '**Nur lizenzierte Tische:** Spiele ausschließlich bei Anbietern mit gültiger deutscher Erlaubnis; ob ein Anbieter zugelassen ist, kannst du auf der amtlichen Whitelist der Gemeinsamen Glücksspielbehörde der Länder (GGL) prüfen.',
      ],
    },
  ],
  cta: {
    title: 'Das passende Casino finden',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos und ihr Spielangebot in Ruhe. Die Teilnahme ist erst ab 18 Jahren erlaubt – Glücksspiel kann süchtig machen.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Live Casino Guide: Blackjack, Roulette & Baccarat',
  metaDescription:
    'Live blackjack, roulette and baccarat explained: rules, house edge, bankroll management and table etiquette, with no false promises of winning systems.',
  keywords: 'Live Casino, Live Blackjack, Live Roulette, Live Baccarat, Bankroll Management, Live Dealer',
  title: 'Live Casino Strategies',
  introduction:
    'At a live casino you play with real dealers streamed to your screen from a studio. A sensible approach helps you make better decisions, but no strategy removes the house edge and no system guarantees a win. Here are the basics of the most popular live games, along with tips on managing your budget and behaving at the table.',
  sections: [
    {
      title: 'Live Game Basics',
      bullets: [
        '**Live blackjack:** The aim is to get closer to 21 than the dealer without going bust; a basic strategy chart helps with your decisions but only lowers the house edge, it never removes it.',
        '**Live roulette:** Choose European roulette with a single zero where you can, as its house edge is around 2.7% compared with roughly 5.3% on the double-zero American wheel.',
        '**Live baccarat:** You bet on Player, Banker or Tie; the Banker bet has the lowest house edge but usually carries a 5% commission on wins.',
        '**Tie and side bets:** The baccarat Tie bet and many side bets tempt you with big payouts, yet their house edge is considerably higher.',
        '**No winning systems:** Progressions such as the Martingale do not change the house edge; they simply push your stakes up and raise the risk of losing quickly.',
      ],
    },
    {
      title: 'Managing Your Bankroll',
      bullets: [
        '**Set a budget:** Before each session, decide on an amount you can treat as the cost of a night out without it hurting your finances.',
        '**Match your stakes:** Pick tables whose minimum bet suits your budget, and keep each individual bet small compared with what you brought to the session.',
        '**Stick to your stop-loss:** Once the budget is gone, the session is over; trying to win losses back with bigger bets usually makes things worse.',
        '**Wins come down to luck:** Being ahead is the result of chance rather than a clever system, so decide in advance when you will stop and cash out.',
        '**Watch the clock:** Live rounds come thick and fast with no natural breaks, so a timer or the casino\'s reality checks help you stop on time.',
      ],
    },
    {
      title: 'Live Table Etiquette',
      bullets: [
        '**Keep the chat friendly:** The live chat is meant for short, polite messages; insults, spam and advertising have no place there.',
        '**Respect the dealer:** Dealers simply follow the rules and have no influence on the outcome, so don\'t take a bad round out on them.',
        '**Decide promptly:** Multi-player tables run a timer for your decision, so think about how you want to play common hands before you sit down.',
        '**Stable connection:** Only play on a reliable connection, because if the stream drops, the provider\'s rules for interrupted rounds decide what happens to your bet.',
        '**Licensed tables only:** Play exclusively with operators holding a valid German licence, which you can check on the official whitelist of the Joint Gambling Authority of the German States (GGL).',
      ],
    },
  ],
  cta: {
    title: 'Find the Right Casino',
    text: 'Compare licensed casinos and their game selection at your own pace on our home page. You must be 18 or over to play, and gambling can be addictive.',
    button: 'Compare casinos',
  },
};
