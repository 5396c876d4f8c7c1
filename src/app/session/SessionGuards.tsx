import { lazy, Suspense } from "react";
import { useAppState } from "../navigation/StateProvider";
import { BlockedKeysGuard } from "./BlockedKeysGuard";
import { BrowserSessionGuard } from "./BrowserSessionGuard";
import { isIdleGuarded } from "./idleGuarded";

/** Loaded with the first guarded state: the sign-in screen does not need it (docs/PERFORMANCE.md). */
const IdleGuard = lazy(() => import("./IdleGuard").then((m) => ({ default: m.IdleGuard })));

/**
 * The session shell of every page: blocked keys everywhere, the browser's Back/Forward, reload,
 * close and offline while signed in, and the idle time-out on every guarded state.
 */
export function SessionGuards() {
  const { current, states } = useAppState();
  return (
    <>
      <BlockedKeysGuard />
      <BrowserSessionGuard />
      {isIdleGuarded(states[current]) ? (
        <Suspense fallback={null}>
          <IdleGuard />
        </Suspense>
      ) : null}
    </>
  );
}
