import type { ContactContent, Localized } from './types';

export const contactContent: Localized<ContactContent> = {
  de: {
    metaTitle: 'Kontakt: So erreichst du unser Casino-Test-Team',
    metaDescription:
      'Fragen zu unseren Casino Tests, technische Probleme, Partnerschaften oder Beschwerden? Schreib uns eine E-Mail an das passende Team, wir antworten schnell.',
    keywords: 'Kontakt, Casino Vergleich Kontakt, Support, Partnerschaften, Beschwerden, E-Mail',
    title: 'Kontakt',
    subtitle: 'Schreib uns eine E-Mail, wir helfen dir gern weiter',
    categories: [
      {
        title: 'Allgemeine Anfragen',
        description: 'Für alle Fragen zu unseren Casino Tests, Bewertungen und Ratgebern.',
        email: 'info@casinovergleich.de',
        responseTime: 'Antwort innerhalb von 24 Stunden',
      },
      {
        title: 'Technischer Support',
        description: 'Melde uns Fehler, defekte Links oder Anzeigeprobleme auf unserer Website.',
        email: 'support@casinovergleich.de',
        responseTime: 'Antwort innerhalb von 12 Stunden',
      },
      {
        title: 'Partnerschaften',
        description: 'Für Kooperationsanfragen von Casino-Betreibern, Agenturen und Medien, wobei Platzierungen in unseren Bewertungen nicht käuflich sind.',
        email: 'partner@casinovergleich.de',
        responseTime: 'Antwort innerhalb von 48 Stunden',
      },
      {
        title: 'Beschwerden',
        description: 'Schildere uns Probleme mit einem von uns bewerteten Casino oder Kritik an unserer Arbeit, damit wir der Sache nachgehen können.',
        email: 'beschwerde@casinovergleich.de',
        responseTime: 'Antwort innerhalb von 8 Stunden',
      },
    ],
    officeHours: {
      title: 'Bürozeiten',
      lines: [
        'Montag bis Freitag: 09:00-18:00 Uhr (MEZ)',
        'E-Mails, die außerhalb der Bürozeiten eingehen, beantworten wir am nächsten Werktag.',
      ],
    },
    languages: {
      title: 'Wir antworten auf',
      items: ['Deutsch', 'Englisch', 'Französisch', 'Spanisch'],
    },
  },
  en: {
    metaTitle: 'Contact Us: How to Reach Our Casino Review Team',
    metaDescription:
      'Questions about our casino reviews, a technical problem, a partnership idea or a complaint? Email the right team directly and we will get back to you quickly.',
    keywords: 'Contact, Casino Comparison Contact, Support, Partnerships, Complaints, Email',
    title: 'Contact Us',
    subtitle: 'Send us an email and we will be happy to help',
    categories: [
      {
        title: 'General Enquiries',
        description: 'For any questions about our casino reviews, ratings and guides.',
        email: 'info@casinovergleich.de',
        responseTime: 'Reply within 24 hours',
      },
      {
        title: 'Technical Support',
        description: 'Let us know about errors, broken links or display problems on our website.',
        email: 'support@casinovergleich.de',
        responseTime: 'Reply within 12 hours',
      },
      {
        title: 'Partnerships',
        description: 'For cooperation requests from casino operators, agencies and media, although rankings in our reviews are never for sale.',
        email: 'partner@casinovergleich.de',
        responseTime: 'Reply within 48 hours',
      },
      {
        title: 'Complaints',
        description: 'Tell us about a problem with a casino we have reviewed or any criticism of our work so that we can look into it.',
        email: 'beschwerde@casinovergleich.de',
        responseTime: 'Reply within 8 hours',
      },
    ],
    officeHours: {
      title: 'Office Hours',
      lines: [
        'Monday to Friday: 09:00-18:00 (CET)',
        'Emails received outside office hours are answered on the next working day.',
      ],
    },
    languages: {
      title: 'We reply in',
      items: ['German', 'English', 'French', 'Spanish'],
    },
  },
};
