/** Passes `errorMessage` to a field only when there is one (exactOptionalPropertyTypes). */
export function errorProp(message: string | undefined): { errorMessage?: string } {
  return message !== undefined ? { errorMessage: message } : {};
}
