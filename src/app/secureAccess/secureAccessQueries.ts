import { mutationOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** `GET secureImages`: the secure images to choose from. */
export const secureImagesQuery = (bank: Bank) => bankQuery(bank, "secureImages", {});

/**
 * The drawings of the secure images, by id: a chunk of their own (about 9 KiB gzip), loaded only
 * where a secure image is shown, so the sign-in page's first script stays without them.
 */
export const loadSecureImagePictures = () =>
  import("../../domain/auth/secureImagePictures").then((module) => module.SECURE_IMAGE_PICTURES);

/** `POST configureSecureLoginAccess`: the secure image and text chosen at the first sign-in. */
export const configureSecureLoginAccessMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["configureSecureLoginAccess"],
    mutationFn: (request: BankCalls["configureSecureLoginAccess"]["request"]) =>
      bank.call("configureSecureLoginAccess", request),
    retry: false,
  });
