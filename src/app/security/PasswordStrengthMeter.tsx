import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { passwordStrength, type PasswordStrengthLevel } from "../../domain";
import { useAnnouncer } from "../../ui/LiveRegion";

/** How long typing must pause before the strength is spoken (not on every keystroke). */
export const STRENGTH_ANNOUNCE_DELAY_MS = 800;

const LEVEL_KEYS: Readonly<Record<PasswordStrengthLevel, string>> = {
  Weak: "security:strength.weak",
  Average: "security:strength.average",
  Strong: "security:strength.strong",
};

const FILLED: Readonly<Record<PasswordStrengthLevel, number>> = { Weak: 1, Average: 2, Strong: 3 };

/**
 * The strength of a new password (spec 000 section 5) as text, "Strength: Average", with a bar
 * that only repeats it visually; the text is spoken politely once typing pauses. Nothing is said
 * or shown for an empty password.
 */
export function PasswordStrengthMeter({ password, id }: { readonly password: string; readonly id: string }) {
  const { t } = useTranslation();
  const announcer = useAnnouncer();
  const level = passwordStrength(password);
  const text = t("security:strength.label", { level: t(LEVEL_KEYS[level]) });
  const spoken = useRef("");
  useEffect(() => {
    if (password === "") {
      spoken.current = "";
      return;
    }
    const timer = setTimeout(() => {
      if (spoken.current === text) return;
      spoken.current = text;
      announcer.announce(text, "polite");
    }, STRENGTH_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [password, text, announcer]);
  if (password === "") return null;
  return (
    <div className={`security-strength security-strength--${level.toLowerCase()}`} id={id}>
      <span className="security-strength-bar" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            className={n <= FILLED[level] ? "security-strength-step is-filled" : "security-strength-step"}
          />
        ))}
      </span>
      <span className="security-strength-text">{text}</span>
    </div>
  );
}
