import { createContext, useContext, type ReactNode } from "react";
import type { AppBankApi, Services } from "./services";

const ServicesContext = createContext<Services | null>(null);

/** Provides the services of the composition root (or a fake in tests). */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The bank client. */
export function useBankApi(): AppBankApi {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error("useBankApi needs a ServicesProvider above it.");
  return services.api;
}
