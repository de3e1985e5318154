// One choice among several (an address, a delivery slot, a payment method): native radio
// buttons in a fieldset, so the keyboard and assistive technology treat them as one group,
// drawn as cards with the chosen one marked.
import { useId, type ReactNode } from "react";

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line: why the choice is disabled, what it costs, how much is left. */
  detail?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceListProps {
  legend: ReactNode;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  /** Read out after the legend: what the group needs (e.g. that none can be chosen now). */
  note?: ReactNode;
  /** Short, many choices (delivery slots) sit side by side where there is room. */
  compact?: boolean;
}

export function ChoiceList({ legend, choices, value, onChange, note, compact = false }: ChoiceListProps) {
  const name = useId();
  return (
    <fieldset className="choice-list">
      <legend className="checkout-section-title">{legend}</legend>
      {note ? <p className="checkout-note">{note}</p> : null}
      <div className={compact ? "choice-options choice-options-compact" : "choice-options"}>
        {choices.map((choice) => {
          const chosen = choice.value === value;
          return (
            <label key={choice.value} className={["choice", chosen ? "is-chosen" : null, choice.disabled ? "is-disabled" : null].filter(Boolean).join(" ")}>
              <input type="radio" name={name} value={choice.value} checked={chosen} disabled={choice.disabled} onChange={() => onChange(choice.value)} />
              <span className="choice-text">
                <span className="choice-label">{choice.label}</span>
                {/* The space keeps the two lines apart in the radio's accessible name. */}
                {choice.detail ? (
                  <>
                    {" "}
                    <span className="choice-detail">{choice.detail}</span>
                  </>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
