import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { SECURE_IMAGE_CATEGORIES } from "../../domain";
import { SECURE_IMAGE_PICTURES } from "../../domain/auth/secureImagePictures";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { SecureImagePicture } from "./SecureImagePicture";

afterEach(cleanup);

/** The login text key of an image id `name_N` (spec 002 section 3). */
function nameKey(id: string): string {
  const [name, number] = id.split("_");
  return `login:secureImage.${SECURE_IMAGE_CATEGORIES[Number(number) - 1]}.${name}`;
}

describe("SecureImagePicture", () => {
  it.each<Language>(["en", "de", "hi"])(
    "draws each of the 18 ids as a picture of its own, named by its translated name (%s)",
    async (lang) => {
      const i18n = await createI18n(lang, allResources);
      const ids = Object.keys(SECURE_IMAGE_PICTURES);
      expect(ids).toHaveLength(18);
      const names = ids.map((id) => i18n.t(nameKey(id)));
      render(
        <>
          {ids.map((id, index) => (
            <SecureImagePicture key={id} picture={SECURE_IMAGE_PICTURES[id]!} alt={names[index]!} />
          ))}
        </>,
      );
      const drawings = names.map((name) => {
        expect(name).not.toMatch(/^login:|secureImage\./);
        const picture = screen.getByRole("img", { name });
        expect(picture.tagName.toLowerCase()).toBe("svg");
        expect(picture.querySelectorAll("path, circle").length).toBeGreaterThan(2);
        return picture.innerHTML;
      });
      expect(new Set(names).size).toBe(18);
      expect(new Set(drawings).size).toBe(18);
    },
  );

  it("draws the emoji set's shapes with their SVG attributes", () => {
    render(<SecureImagePicture picture={SECURE_IMAGE_PICTURES["lotus_2"]!} alt="Lotus" />);
    const lotus = screen.getByRole("img", { name: "Lotus" });
    expect(lotus).toHaveAttribute("viewBox", "0 0 32 32");
    expect(lotus.querySelector('path[fill="#f70a8d"]')).not.toBeNull();
    expect(lotus.querySelector("[fill-rule]")).not.toBeNull();
  });

  it("is decorative without a name (a visible label names it)", () => {
    render(<SecureImagePicture picture={SECURE_IMAGE_PICTURES["rose_2"]!} alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("presentation").tagName.toLowerCase()).toBe("svg");
  });
});
