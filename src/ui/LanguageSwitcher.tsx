import { useId } from "react";
import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";

/** A language the app is offered in. */
export type LanguageCode = "en" | "de" | "hi";

/** One choice of a {@link LanguageSwitcher}, named in its own language (English, Deutsch, हिन्दी). */
export interface LanguageOption {
  value: LanguageCode;
  label: string;
  /** BCP 47 tag of the label text, so screen readers pronounce it in that language. */
  lang: string;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** Visible label and accessible name of the group, e.g. "Language". */
  label: string;
  value: LanguageCode;
  onChange: (value: LanguageCode) => void;
  options: readonly LanguageOption[];
}

/**
 * All languages visible at once, each in its own language, so a customer who cannot read the
 * current one still finds theirs. A single-select toggle group (role="radiogroup"): arrow keys
 * move focus and Enter or Space switches, so browsing the options does not re-render the page
 * in another language (WCAG 3.2.2).
 */
export function LanguageSwitcher({ label, value, onChange, options }: LanguageSwitcherProps) {
  const labelId = useId();
  const handleChange = (keys: Set<Key>) => {
    const [next] = [...keys];
    const option = options.find((o) => o.value === next);
    if (option && option.value !== value) onChange(option.value);
  };
  return (
    <div className="ui-language-switcher">
      <span id={labelId} className="ui-language-switcher-label">
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={handleChange}
        className="ui-language-options"
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            id={option.value}
            lang={option.lang}
            className="ui-language-option"
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
