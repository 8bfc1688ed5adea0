import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '@casino/shared';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, type ToastEntry } from './toast-store';
import { CloseButton, Description, Title, ToastBox } from './toast-styles';

/** One toast: closes itself after 5 s (paused while hovered or focused), or on a swipe right. */
export function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss, toast.id]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const swipeDistance = (event: PointerEvent) => (swipeStart.current === null ? 0 : Math.max(0, event.clientX - swipeStart.current));
  const onPointerMove = (event: PointerEvent) => setOffset(swipeDistance(event));
  const onPointerUp = (event: PointerEvent) => {
    const swiped = swipeDistance(event) > SWIPE_THRESHOLD_PX;
    swipeStart.current = null;
    setOffset(0);
    if (swiped) onDismiss(toast.id);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <ToastBox
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      $destructive={destructive}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-variant={toast.variant ?? 'default'}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <CloseButton type="button" aria-label={t('toast.close')} onClick={() => onDismiss(toast.id)}>
        ×
      </CloseButton>
    </ToastBox>
  );
}
