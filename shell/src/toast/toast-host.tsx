import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { ToastProvider, useT, type ShowToast } from '@casino/shared';
import { ToastItem } from './toast-item';
import { TOAST_HOTKEY, TOAST_REMOVE_DELAY_MS, toastReducer } from './toast-store';
import { Viewport } from './toast-styles';

/** Provides useToast() to every app and renders the notification area (F8 focuses it). */
export function ToastHost({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const viewport = useRef<HTMLOListElement>(null);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((toast) => {
    dispatch({ type: 'add', toast: { ...toast, id: nextId.current++, open: true } });
  }, []);

  const dismiss = useCallback((id: number) => {
    dispatch({ type: 'dismiss', id });
    setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const open = toasts.filter((toast) => toast.open);
  return (
    <ToastProvider value={show}>
      {children}
      <section aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })}>
        <Viewport ref={viewport} tabIndex={-1} data-toast-viewport="">
          {open.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Viewport>
      </section>
    </ToastProvider>
  );
}
