import type { Services } from "../services";
import { normaliseUsername } from "./UserRepository";

/** The pre-sign-in secret key: HMAC of the server secret over the browser's CSRF-ID and the user id. */
export function preSignInKey(services: Services, csrfId: string, username: string): string {
  return services.derive("seckey", `${csrfId}\u0000${normaliseUsername(username)}`).toString("base64url");
}
