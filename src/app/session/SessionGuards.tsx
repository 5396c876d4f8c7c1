import { useAppState } from "../navigation/StateProvider";
import { BlockedKeysGuard } from "./BlockedKeysGuard";
import { BrowserSessionGuard } from "./BrowserSessionGuard";
import { IdleGuard, isIdleGuarded } from "./IdleGuard";

/**
 * The session shell of every page: blocked keys everywhere, the browser's Back/Forward, reload,
 * close and offline while signed in, and the idle time-out on every guarded state.
 */
export function SessionGuards() {
  const { current } = useAppState();
  return (
    <>
      <BlockedKeysGuard />
      <BrowserSessionGuard />
      {isIdleGuarded(current) ? <IdleGuard /> : null}
    </>
  );
}
