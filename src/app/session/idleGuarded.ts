import type { StateMeta } from "../stateNames";

/** Whether the idle time-out guards a state: its `guarded` flag, else every area but "public". */
export function isIdleGuarded(meta: StateMeta): boolean {
  return meta.guarded ?? meta.area !== "public";
}
