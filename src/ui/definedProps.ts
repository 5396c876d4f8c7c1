/**
 * Drops the keys whose value is `undefined`, so optional props can be passed on to
 * React Aria under `exactOptionalPropertyTypes` without writing each one conditionally.
 */
export function definedProps<T extends object>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const result: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(props) as (keyof T)[]) {
    if (props[key] !== undefined) result[key] = props[key];
  }
  return result as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** Whether an optional error message makes a field invalid (an empty string does not). */
export function hasError(errorMessage: string | undefined): errorMessage is string {
  return errorMessage !== undefined && errorMessage !== "";
}
