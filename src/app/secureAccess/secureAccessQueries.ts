import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** `GET secureImages`: the secure images to choose from. */
export const secureImagesQuery = (bank: Bank) => bankQuery(bank, "secureImages", {});

/** `GET dashboard/getImage?id=`: the SVG of one secure image (it never changes). */
export const secureImageSvgQuery = (bank: Bank, id: string) =>
  queryOptions({ ...bankQuery(bank, "secureImage", { id }), staleTime: Number.POSITIVE_INFINITY });

/** `POST configureSecureLoginAccess`: the secure image and text chosen at the first sign-in. */
export const configureSecureLoginAccessMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["configureSecureLoginAccess"],
    mutationFn: (request: BankCalls["configureSecureLoginAccess"]["request"]) =>
      bank.call("configureSecureLoginAccess", request),
    retry: false,
  });
