import { act, fireEvent, render, screen } from '@testing-library/react';
import { LanguageProvider, useToast } from '@casino/shared';
import { ToastHost } from '../toast/toast-host';
import { TOAST_DURATION_MS } from '../toast/toast-store';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First' })}>one</button>
      <button onClick={() => toast({ title: 'Second', description: '400: bad', variant: 'destructive' })}>two</button>
    </>
  );
}

const renderHost = () =>
  render(
    <LanguageProvider value={{ language: 'en', switchLanguage: () => undefined }}>
      <ToastHost>
        <Trigger />
      </ToastHost>
    </LanguageProvider>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time, the newest', () => {
    renderHost();
    fireEvent.click(screen.getByText('one'));
    fireEvent.click(screen.getByText('two'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second400: bad');
  });

  it('closes after 5000 ms', () => {
    renderHost();
    fireEvent.click(screen.getByText('one'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes on a swipe right past 50 px, not on a shorter one', () => {
    renderHost();
    fireEvent.click(screen.getByText('one'));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('focuses the notification area with F8', () => {
    renderHost();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toHaveAttribute('data-toast-viewport');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderHost();
    fireEvent.click(screen.getByText('one'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
