import { describe, expect, it } from "vitest";
import { InMemorySessionStore } from "./InMemorySessionStore";

describe("InMemorySessionStore", () => {
  it("keeps the newest X-SFAUTH-TOKEN and ignores empty ones", () => {
    const store = new InMemorySessionStore();
    expect(store.getSfAuthToken()).toBeUndefined();
    store.setSfAuthToken("a");
    store.setSfAuthToken("b");
    store.setSfAuthToken("");
    expect(store.getSfAuthToken()).toBe("b");
  });

  it("forgets everything on clear", () => {
    const store = new InMemorySessionStore();
    store.setSfAuthToken("a");
    store.setSecretKey("k");
    store.clear();
    expect(store.getSfAuthToken()).toBeUndefined();
    expect(store.getSecretKey()).toBeUndefined();
  });
});
