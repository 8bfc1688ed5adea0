import type { Localized, PrivacyContent } from './types';

export const privacyContent: Localized<PrivacyContent> = {
  de: {
    metaTitle: 'Datenschutzerklärung: So gehen wir mit deinen Daten um',
    metaDescription:
      'Welche Daten wir verarbeiten, wofür und auf welcher Rechtsgrundlage: Server-Logs, Spracheinstellung, Webanalyse nur mit Einwilligung, Newsletter und deine Rechte.',
    keywords: 'Datenschutz, Datenschutzerklärung, DSGVO, TDDDG, Cookies, Newsletter, Betroffenenrechte',
    title: 'Datenschutz\u00ADerklärung',
    subtitle: 'Welche Daten wir verarbeiten, warum wir das tun und welche Rechte du hast',
    sections: [
      {
        title: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist der im Impressum genannte Betreiber. Die vollständigen Angaben zum Betreiber findest du im Impressum.',
          'Diese Website ist ein Informations- und Vergleichsportal: Wir testen und vergleichen Online-Casinos und erhalten eine Provision, wenn Besucher über unsere Links zu einem Casino gelangen. Du kannst bei uns weder ein Konto anlegen noch dich anmelden oder Zahlungen leisten.',
          'Bei Fragen zum Datenschutz erreichst du uns per E-Mail an datenschutz@casinovergleich.de.',
        ],
      },
      {
        title: 'Welche Daten wir erheben',
        paragraphs: [
          'Server-Logs: Bei jedem Aufruf unserer Website speichert der Server deine IP-Adresse, Datum und Uhrzeit des Zugriffs, die aufgerufene Seite und die Kennung deines Browsers. Spracheinstellung: Damit wir dir die gewählte Sprache anzeigen können, speichern wir in deinem Browser den Wert „de“ oder „en“ im lokalen Speicher (localStorage, Schlüssel „language“) und in einem Cookie namens „language“.',
          'Webanalyse: Nur wenn du im Einwilligungsbanner zustimmst, laden wir das Skript eines externen Webanalyse-Dienstes. Es erfasst deine Seitenaufrufe, wobei deine IP-Adresse anonymisiert wird. Ohne deine Einwilligung findet keine Webanalyse statt.',
          'Ladezeiten: Ebenfalls nur mit deiner Einwilligung misst dein Browser, wie schnell eine Seite lädt, wie schnell sie auf Eingaben reagiert und ob sich ihr Inhalt beim Laden verschiebt (die „Web Vitals“ LCP, INP, CLS, FCP und TTFB), und schickt uns diese Messwerte beim Verlassen der Seite einmal, zusammen mit der Art der Seite, der Version der Website und ob der Bildschirm der eines Handys oder eines größeren Geräts ist. Wir speichern daraus nur Häufigkeiten je Version, Seitenart, Geräteklasse und Minute, keine IP-Adresse und nichts, was dich erkennbar macht; es wird kein Cookie dafür gesetzt.',
          'Tests von Seitenelementen: Ebenfalls nur mit deiner Einwilligung zeigen wir dir gelegentlich eine Variante eines Seitenelements, etwa eine andere Beschriftung der Spiel-Buttons oder eine andere Reihenfolge der Top-Liste, um zu prüfen, welche Variante besser ankommt. Welche Variante du siehst, ergibt sich aus der Zahl im Cookie „release_group“ (siehe unten), das wir dafür nur mit deiner Einwilligung setzen und lesen. Klickst du dann auf einen Casino-Link, speichern wir mit dem Klick, welche Variante du gesehen hast; das sagt nichts über dich, denn jeder Besucher mit derselben Zahl sieht dieselbe Variante.',
          'Klicks auf Casino-Links: Wenn du auf einen Button zum Spielen oder zum Sichern eines Bonus klickst, speichern wir, welches Casino angeklickt wurde, auf welcher Seite und an welcher Position der Button stand, die Sprache der Seite, die Version der Website und den Zeitpunkt. Damit ein wiederholter Klick nicht doppelt zählt, bilden wir aus deiner IP-Adresse und der Kennung deines Browsers einen Hashwert mit einem geheimen Schlüssel, den wir jeden Tag neu erzeugen und am Folgetag löschen; danach lässt sich der Wert niemandem mehr zuordnen. Die IP-Adresse selbst speichern wir nicht, und wir setzen dafür kein Cookie. Den Link zum Casino versehen wir mit einer zufälligen Klick-Kennung, damit uns das Partnerprogramm des Casinos melden kann, ob aus dem Klick eine Anmeldung oder Einzahlung wurde; die Kennung verrät nichts über dich, und vom Partnerprogramm erfahren wir weder deinen Namen noch dein Konto. Anschließend leiten wir dich zum Casino weiter; dort gilt die Datenschutzerklärung des jeweiligen Anbieters.',
          'Neue Versionen der Website: Wenn wir eine neue Version eines Teils der Website zunächst nur einem Teil der Besucher zeigen, setzen wir ein Cookie namens „release_group“. Es enthält nur eine Zahl von 0 bis 99, die etwa jeder hundertste Besucher ebenfalls erhält, und sorgt dafür, dass du auf jeder Seite dieselbe Version siehst; es wird 30 Tage gespeichert. Beim Laden jeder Seite meldet die Seite uns, welche Versionen der Website sie ausführt; daraus zählen wir Seitenaufrufe je Version und Minute. Als Antwort erhält die Seite einen signierten Nachweis dieses Aufrufs, der zwei Stunden gilt und nur im Arbeitsspeicher der geöffneten Seite bleibt (kein Cookie, kein Speicher im Browser); er wird Fehlermeldungen und Ladezeiten beigefügt, damit nur Meldungen von Seiten zählen, die wirklich aufgerufen wurden. Tritt in deinem Browser ein Fehler in unserem Programmcode auf, meldet die Seite uns, welcher Teil in welcher Version betroffen war, welche Art von Fehler es war und dessen Fehlermeldung. Wir speichern daraus nur Zählungen je Version und Minute, keine IP-Adresse und nichts, was dich erkennbar macht. Solange eine neue Version erprobt wird, zählen wir Seitenaufrufe und Fehlermeldungen dieser und der bisherigen Version zusätzlich je Gerät, unter einem verschlüsselten Kurzwert deiner IP-Adresse (einem Hashwert mit geheimem Schlüssel, aus dem sich die Adresse nicht zurückgewinnen lässt), damit ein einzelnes Gerät die Entscheidung über die neue Version nicht verfälschen kann; diese Zählungen löschen wir nach 24 Stunden. Öffnest du einen Vorschau-Link, mit dem wir Mitarbeitenden und Partnern eine noch nicht veröffentlichte Version zeigen, setzen wir ein Cookie namens „site_preview“. Es enthält nur, welche Versionen du siehst und bis wann (höchstens 7 Tage), und endet mit der Vorschau oder wenn du auf „Vorschau beenden“ klickst.',
          'Newsletter: Bei der Anmeldung speichern wir deine E-Mail-Adresse, die gewählte Sprache, den Zeitpunkt deiner Einwilligung, die Version des Einwilligungstextes und einen gesalzenen Hashwert deiner IP-Adresse (nicht die IP-Adresse selbst). Kontakt: Wenn du uns eine E-Mail schreibst, speichern wir deine Nachricht und die von dir mitgeteilten Kontaktdaten.',
        ],
      },
      {
        title: 'Zwecke der Verarbeitung',
        paragraphs: [
          'Die Server-Logs nutzen wir, um die Website sicher und stabil bereitzustellen, Angriffe und Missbrauch zu erkennen und Fehler zu beheben. Die Spracheinstellung dient allein dazu, dir die Website in der von dir gewählten Sprache anzuzeigen.',
          'Die Webanalyse zeigt uns, welche Seiten wie häufig aufgerufen werden, damit wir unsere Inhalte verbessern können. Die Ladezeiten zeigen uns, ob eine neue Version die Website für Besucher langsamer macht; ist das so, nehmen wir sie automatisch zurück. Die Klickstatistik zeigt uns, welche Casinos, Seiten und Platzierungen genutzt werden, und hilft uns nachzuvollziehen, wie unsere Vergleiche und Affiliate-Links verwendet werden. Die Tests von Seitenelementen zeigen uns, welche Gestaltung einer Seite Besuchern besser weiterhilft.',
          'Nach deiner Newsletter-Anmeldung senden wir dir eine Bestätigungs-E-Mail. Erst wenn du deine Anmeldung darüber bestätigt hast, erhältst du unseren Newsletter in deiner Sprache; jede Ausgabe enthält einen Abmeldelink. Die gespeicherten Angaben zur Einwilligung dienen als Nachweis, dass du der Zusendung zugestimmt hast.',
          'E-Mails an uns verwenden wir ausschließlich, um dein Anliegen zu bearbeiten und zu beantworten.',
        ],
      },
      {
        title: 'Rechts\u00ADgrundlagen',
        paragraphs: [
          'Newsletter, Webanalyse, die Messung der Ladezeiten und die Tests von Seitenelementen beruhen auf deiner Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO; die Protokollierung deiner Newsletter-Einwilligung dient dem Nachweis nach Art. 7 Abs. 1 DSGVO. Du kannst eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.',
          'Anfragen per E-Mail bearbeiten wir nach Art. 6 Abs. 1 lit. b DSGVO, soweit sie auf einen Vertrag oder vorvertragliche Maßnahmen gerichtet sind, und im Übrigen auf Grundlage unseres berechtigten Interesses an der Beantwortung deines Anliegens nach Art. 6 Abs. 1 lit. f DSGVO.',
          'Server-Logs, Fehlermeldungen und Klickstatistik beruhen auf unserem berechtigten Interesse nach Art. 6 Abs. 1 lit. f DSGVO an einem sicheren und fehlerfreien Betrieb der Website und an der Auswertung, wie unsere Vergleiche genutzt werden.',
          'Für das Speichern von Informationen in deinem Browser und den Zugriff darauf gilt § 25 TDDDG: Die Spracheinstellung und die Cookies „release_group“ und „site_preview“ sind unbedingt erforderlich, um dir die gewünschte Sprache und auf jeder Seite dieselbe Version der Website (bei einer Vorschau die, die du angefordert hast) anzuzeigen, und daher nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig. Die Webanalyse, die Messung der Ladezeiten und die Tests von Seitenelementen (für die wir das Cookie „release_group“ dann auch setzen und lesen) setzen wir nur mit deiner Einwilligung nach § 25 Abs. 1 TDDDG ein.',
        ],
      },
      {
        title: 'Deine Rechte',
        paragraphs: [
          'Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO). Zur Ausübung deiner Rechte genügt eine E-Mail an datenschutz@casinovergleich.de.',
          'Soweit wir Daten auf Grundlage berechtigter Interessen verarbeiten, kannst du nach Art. 21 DSGVO aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit Widerspruch einlegen.',
          'Erteilte Einwilligungen kannst du jederzeit widerrufen: die Webanalyse über die Einwilligungseinstellungen im Footer der Website, den Newsletter über den Abmeldelink in jeder E-Mail oder formlos per E-Mail an uns.',
          'Außerdem hast du das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat deines gewöhnlichen Aufenthalts, deines Arbeitsplatzes oder des mutmaßlichen Verstoßes.',
        ],
      },
      {
        title: 'Datensicherheit',
        paragraphs: [
          'Unsere Website wird in der Europäischen Union gehostet. Alle Verbindungen zwischen deinem Browser und unserem Server sind per TLS verschlüsselt.',
          'Wir speichern so wenige Daten wie möglich: Tokens, zum Beispiel für die Bestätigung deiner Newsletter-Anmeldung, legen wir nur als Hashwert ab, und von deiner IP-Adresse speichern wir beim Newsletter nur einen gesalzenen Hashwert. Die Klickstatistik kommt ganz ohne personenbezogene Daten aus.',
        ],
      },
      {
        title: 'Speicherdauer',
        paragraphs: [
          'Server-Logs speichern wir 12 Monate zu Sicherheitszwecken und löschen sie danach.',
          'Die Zählungen von Fehlermeldungen und Ladezeiten je Version löschen wir nach 30 Tagen.',
          'E-Mails an uns und die darin enthaltenen Kontaktdaten speichern wir 24 Monate.',
          'Deine Newsletter-Daten speichern wir, bis du deine Einwilligung widerrufst. Danach sperren wir deine Adresse für weitere Zusendungen; den Nachweis deiner Einwilligung bewahren wir so lange auf, wie es gesetzlich erforderlich ist.',
          'Die Spracheinstellung liegt nur in deinem Browser; du kannst sie jederzeit über die Einstellungen deines Browsers löschen.',
        ],
      },
    ],
    contactCard: {
      title: 'Fragen zum Datenschutz?',
      text: 'Für Auskunftsersuchen, den Widerruf einer Einwilligung und alle anderen Fragen rund um deine Daten schreib uns einfach eine E-Mail.',
      email: 'datenschutz@casinovergleich.de',
    },
  },
  en: {
    metaTitle: 'Privacy Policy: How We Handle Your Data',
    metaDescription:
      'What data we process, why and on what legal basis: server logs, language preference, analytics only with your consent, newsletter and your rights under the GDPR.',
    keywords: 'Privacy, Privacy Policy, GDPR, TDDDG, Cookies, Newsletter, Data Subject Rights',
    title: 'Privacy Policy',
    subtitle: 'What data we process, why we do it and what rights you have',
    sections: [
      {
        title: 'Controller',
        paragraphs: [
          'The controller responsible for processing personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is the operator named in the imprint. You will find the operator\'s full details in the imprint.',
          'This website is an information and comparison site: we review and compare online casinos and earn a commission when visitors go to a casino through our links. You cannot create an account, log in or make payments on our site.',
          'If you have any questions about data protection, you can reach us by email at datenschutz@casinovergleich.de.',
        ],
      },
      {
        title: 'Data We Collect',
        paragraphs: [
          'Server logs: every time you visit our website, the server records your IP address, the date and time of access, the page requested and your browser\'s identification string. Language preference: so that we can show you the language you chose, we store the value "de" or "en" in your browser\'s local storage (localStorage, key "language") and in a cookie named "language".',
          'Analytics: only if you agree in the consent banner do we load the script of a third-party web analytics service. It records your page views, with your IP address anonymised. Without your consent, no analytics runs.',
          'Loading times: also only with your consent, your browser measures how fast a page loads, how quickly it responds to input and whether its content shifts while loading (the "web vitals" LCP, INP, CLS, FCP and TTFB), and sends us these figures once when you leave the page, together with the kind of page, the version of the website and whether the screen is a phone\'s or a larger device\'s. Of this we keep only frequencies per version, kind of page, device class and minute, no IP address and nothing that identifies you; no cookie is set for it.',
          'Tests of page elements: also only with your consent, we sometimes show you a variant of a page element, such as other words on the play buttons or another order of the top list, to find out which variant works better. Which variant you see follows from the number in the "release_group" cookie (see below), which we set and read for this only with your consent. If you then click a casino link, we record with the click which variant you saw; this says nothing about you, as every visitor with the same number sees the same variant.',
          'Clicks on casino links: when you click a button to play at a casino or claim a bonus, we record which casino was clicked, on which page and in which position the button appeared, the language of the page, the version of the website and the time. So that a repeated click does not count twice, we make a hash of your IP address and your browser\'s identification string with a secret key that we create anew every day and delete the day after; from then on the value cannot be linked to anyone. We do not store the IP address itself, and set no cookie for this. We add a random click id to the link to the casino, so that the casino\'s affiliate programme can tell us whether the click led to a registration or a deposit; the id reveals nothing about you, and the affiliate programme tells us neither your name nor your account. We then redirect you to the casino, where the operator\'s own privacy policy applies.',
          'New versions of the website: when we first show a new version of a part of the website to only some visitors, we set a cookie named "release_group". It holds nothing but a number from 0 to 99, which about one visitor in a hundred also gets, and makes sure you see the same version on every page; it is kept for 30 days. When a page loads, it tells us which versions of the website it runs; from this we count page views per version and minute. In return the page receives a signed proof of this view, valid for two hours and kept only in the memory of the open page (no cookie, nothing stored in your browser); it is attached to error reports and loading times, so that only reports from pages really viewed count. If an error in our program code occurs in your browser, the page tells us which part in which version was affected, what kind of error it was and its error message. Of this we keep only counts per version and minute, no IP address and nothing that identifies you. While a new version is being tried, we also count the page views and error reports of it and of the current version per device, under a short encrypted value of your IP address (a hash with a secret key, from which the address cannot be recovered), so that a single device cannot distort the decision about the new version; we delete these counts after 24 hours. If you open a preview link, with which we show staff and partners a version not yet published, we set a cookie named "site_preview". It holds only which versions you see and until when (7 days at most), and ends with the preview or when you click "End preview".',
          'Newsletter: when you sign up, we store your email address, your chosen language, the time of your consent, the version of the consent text and a salted hash of your IP address (not the IP address itself). Contact: when you email us, we store your message and the contact details you provide.',
        ],
      },
      {
        title: 'Purposes of Processing',
        paragraphs: [
          'We use server logs to run the website securely and reliably, detect attacks and misuse, and fix errors. The language preference is used solely to show you the website in the language you selected.',
          'Analytics tells us which pages are viewed and how often, so that we can improve our content. Loading times tell us whether a new version makes the website slower for visitors; if it does, we withdraw it automatically. Click statistics show us which casinos, pages and positions are used and help us understand how our comparisons and affiliate links are used. The tests of page elements show us which design of a page serves visitors better.',
          'After you sign up for the newsletter, we send you a confirmation email. Only once you have confirmed your sign-up will you receive our newsletter in your language, and every issue contains an unsubscribe link. The consent details we store serve as proof that you agreed to receive it.',
          'We use emails you send us solely to handle and answer your enquiry.',
        ],
      },
      {
        title: 'Legal Bases',
        paragraphs: [
          'The newsletter, analytics, the measurement of loading times and the tests of page elements are based on your consent under Art. 6(1)(a) GDPR; recording your newsletter consent serves as proof under Art. 7(1) GDPR. You can withdraw your consent at any time with effect for the future; this does not affect the lawfulness of processing carried out before the withdrawal.',
          'We handle email enquiries under Art. 6(1)(b) GDPR where they relate to a contract or pre-contractual steps, and otherwise on the basis of our legitimate interest in answering your enquiry under Art. 6(1)(f) GDPR.',
          'Server logs, error reports and click statistics are based on our legitimate interest under Art. 6(1)(f) GDPR in operating the website securely and without errors, and in analysing how our comparisons are used.',
          'Storing information in your browser and accessing it is governed by Section 25 of the German TDDDG: the language preference and the "release_group" and "site_preview" cookies are strictly necessary to show you the language you requested and the same version of the website on every page (in a preview, the one you asked for), and are therefore permitted without consent under Section 25(2) no. 2 TDDDG. We only use analytics, measure loading times and test page elements (for which we then also set and read the "release_group" cookie) with your consent under Section 25(1) TDDDG.',
        ],
      },
      {
        title: 'Your Rights',
        paragraphs: [
          'You have the right of access (Art. 15 GDPR), rectification (Art. 16 GDPR), erasure (Art. 17 GDPR), restriction of processing (Art. 18 GDPR) and data portability (Art. 20 GDPR). To exercise your rights, simply email datenschutz@casinovergleich.de.',
          'Where we process data on the basis of legitimate interests, you may object at any time under Art. 21 GDPR on grounds relating to your particular situation.',
          'You can withdraw any consent you have given at any time: for analytics via the consent settings in the website footer, for the newsletter via the unsubscribe link in every email or simply by emailing us.',
          'You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement.',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'Our website is hosted in the European Union. All connections between your browser and our server are encrypted with TLS.',
          'We store as little data as possible: tokens, for example those used to confirm your newsletter sign-up, are stored only as hashes, and for the newsletter we keep only a salted hash of your IP address. Click statistics contain no personal data at all.',
        ],
      },
      {
        title: 'Retention',
        paragraphs: [
          'We keep server logs for 12 months for security purposes and then delete them.',
          'We delete the counts of error reports and loading times per version after 30 days.',
          'We keep emails you send us and the contact details they contain for 24 months.',
          'We keep your newsletter data until you withdraw your consent. After that, your address is blocked from further mailings, and we keep the proof of your consent for as long as the law requires.',
          'Your language preference is stored only in your browser, and you can delete it at any time in your browser settings.',
        ],
      },
    ],
    contactCard: {
      title: 'Questions About Your Privacy?',
      text: 'For access requests, withdrawing your consent or any other question about your data, just send us an email.',
      email: 'datenschutz@casinovergleich.de',
    },
  },
};
