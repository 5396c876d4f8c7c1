import { createContext, useContext, type ReactNode } from "react";
import type { Bank } from "../adapters/rib/BankClient";
import type { Services } from "./services";

const ServicesContext = createContext<Services | null>(null);

/** Provides the services of the composition root (or a fake in tests). */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The bank as the endpoint table declares it: `bank.call(name, request, options?)`. */
export function useBank(): Bank {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error("useBank needs a ServicesProvider above it.");
  return services.bank;
}
