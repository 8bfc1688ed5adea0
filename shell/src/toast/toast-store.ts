import type { ToastInput } from '@casino/shared';

/** Spec §9: one toast at a time, shown 5 s, kept 1,000,000 ms after dismissal, swipe right 50 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

export type ToastAction = { type: 'add'; toast: ToastEntry } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/** Newest first; a new toast pushes older ones out beyond the limit. */
export function toastReducer(state: readonly ToastEntry[], action: ToastAction): ToastEntry[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return state.filter((toast) => toast.id !== action.id);
  }
}
