import { createContext, useContext } from 'react';

/** The operator's legal details (§ 5 DDG imprint), from the server's configuration. */
export interface SiteInfo {
  operatorName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone?: string;
  /** Persons authorised to represent the operator. */
  representedBy?: string;
  /** Commercial register court and number. */
  register?: string;
  vatId?: string;
  /** Responsible for editorial content (§ 18 (2) MStV). */
  editorialResponsible?: string;
}

const SiteInfoContext = createContext<SiteInfo | null>(null);
export const SiteInfoProvider = SiteInfoContext.Provider;
export const useSiteInfo = () => useContext(SiteInfoContext);
