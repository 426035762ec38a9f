import { useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { emailSuggestions } from "~schemas/rules/lead-form";

type Props = {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  required: boolean;
  value: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The field's message, under it. */
  children?: ReactNode;
};

/**
 * The e-mail field with domain completion (landing spec 2.7): once '@' is typed, a listbox
 * offers the local part with each common webmail domain that starts with what follows the
 * '@'. An ARIA 1.2 combobox: Arrow keys move through the offers, Enter takes the active one,
 * Escape closes the list; a click (or tap) takes an offer without leaving the field, so the
 * field is checked on blur only when the shopper really leaves it.
 */
export function EmailField({ id, name, label, placeholder, required, value, errorId, onChange, onBlur, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = emailSuggestions(value);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-domains`;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: string) => {
    onChange(suggestion);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        // From no active offer, Down goes to the first and Up to the last.
        setActive((current) => (!expanded || current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
        return;
      }
      case "Enter": {
        const suggestion = expanded && active >= 0 ? suggestions[active] : undefined;
        if (suggestion === undefined) return;
        // Taking an offer must not submit the form.
        event.preventDefault();
        choose(suggestion);
        return;
      }
      case "Escape": {
        if (!expanded) return;
        event.preventDefault();
        close();
        return;
      }
    }
  };

  return (
    <div className="lead-form__field lead-form__email">
      <label htmlFor={id} className="lead-form__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="lead-form__control"
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-required={required}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur();
        }}
      />
      <ul id={listId} role="listbox" aria-label={t("forms.leadForm.emailSuggestions")} className="lead-form__suggestions" hidden={!expanded}>
        {expanded
          ? suggestions.map((suggestion, index) => (
              // Options are reached with the arrow keys from the field (aria-activedescendant), not by Tab.
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`lead-form__suggestion${index === active ? " is-active" : ""}`}
                // Keeps the focus in the field, so choosing is not a blur.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(suggestion)}
              >
                {suggestion}
              </li>
            ))
          : null}
      </ul>
      {children}
    </div>
  );
}
