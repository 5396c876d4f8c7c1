/**
 * A minimal cookie jar for calling the server from Node as one browser would: remembers the
 * cookies of every response (name and value; a `Max-Age=0` or expired cookie is removed) and
 * sends them back. Paths and domains are ignored: everything here talks to one test server.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** The cookies as `document.cookie` would show them (`a=1; b=2`). */
  toString(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Records the `Set-Cookie` headers of a response. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const isExpired = attributes.some((attribute) => {
        const [key = "", raw = ""] = attribute.split("=").map((part) => part.trim());
        if (key.toLowerCase() === "max-age") return Number(raw) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(raw) <= Date.now();
        return false;
      });
      if (isExpired || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** A `fetch` that sends this jar's cookies and records the answer's. */
  fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = this.toString();
    if (cookie !== "") headers.set("Cookie", cookie);
    const response = await fetch(input, { ...init, headers });
    this.store(response);
    return response;
  };
}
