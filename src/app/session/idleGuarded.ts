import { STATE_META, type StateMeta, type StateName } from "../stateNames";

/** Whether the idle time-out guards a state: its `guarded` flag, else every area but "public". */
export function isIdleGuarded(name: StateName): boolean {
  const meta: StateMeta = STATE_META[name];
  return meta.guarded ?? meta.area !== "public";
}
