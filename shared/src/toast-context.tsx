import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Shows a toast; the shell renders them (one at a time). */
export type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast>(() => undefined);
export const ToastProvider = ToastContext.Provider;
export const useToast = () => useContext(ToastContext);
