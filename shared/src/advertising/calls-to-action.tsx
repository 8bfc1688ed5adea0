import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { advertisingQuery, type AdvertisingNow } from '../api/get-advertising';

export interface CallsToAction {
  /**
   * False from the moment the rules change what the lists show (the quiet hours' edge, a
   * permission's first or last day) until the page holds the lists of after it: every call to action is hidden meanwhile,
   * so none outlives the edge while the page asks. The lists then say which casinos have one.
   */
  current: boolean;
  /** The quiet hours of the German rules, and whether they are on, as the page's data says; null where none apply. */
  quietHours: AdvertisingNow['quietHours'];
}

const CallsToActionContext = createContext<CallsToAction>({ current: true, quietHours: null });

/** Whether calls to action may show now, and the quiet hours (see CallsToActionProvider). */
export const useCallsToAction = () => useContext(CallsToActionContext);

/** Node's and browsers' timers hold at most about 24.8 days. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Open pages ask a second after the edge at the earliest, and within this long after that, spread so they do not all ask at once. */
const SETTLE_MS = 1_000;
const SPREAD_MS = 2_500;
/** A page that asked and still got the lists of before the edge (a clock ahead of the server's) asks again after this long. */
const ASK_AGAIN_MS = 3_000;

/**
 * Keeps an open page's calls to action on time: at the moment the page's data names as the
 * next change, every call to action is hidden and every query asked again; once the answers
 * name a later change, the page shows what they say. Without a reload, and without trusting
 * the page to know the rules: the server decides what each list shows at each moment.
 */
export function CallsToActionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(advertisingQuery());
  const next = data?.nextChange ?? null;
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    setPassed(false);
    if (next === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = () => {
      const wait = next - Date.now();
      if (wait > 0) {
        timer = setTimeout(check, Math.min(wait, LONGEST_TIMER_MS));
        return;
      }
      setPassed(true);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries().finally(() => {
          // New answers name a later change and end this effect; the same ones mean asking again.
          if (!stopped) timer = setTimeout(check, ASK_AGAIN_MS);
        });
      }, SETTLE_MS + Math.random() * SPREAD_MS);
    };
    check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [next, queryClient]);
  return <CallsToActionContext.Provider value={{ current: !passed, quietHours: data?.quietHours ?? null }}>{children}</CallsToActionContext.Provider>;
}
