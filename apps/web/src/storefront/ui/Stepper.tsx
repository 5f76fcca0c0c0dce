import { useState } from 'react';
import { wordsOf } from '../texts.ts';
import './stepper.css';

const words = wordsOf({
  zh: { less: '减少', more: '增加' },
  en: { less: 'Fewer', more: 'More' },
});

interface StepperProps {
  value: number;
  /** At least 1; the + button stops here (a typed number above it stays, for the page to name the limit). */
  max: number;
  onChange(value: number): void;
  /** What is counted, for screen readers. */
  label: string;
  disabled?: boolean;
}

/** A whole number from 1 up: − and + buttons (44 px targets) around a field for typing it. */
export function Stepper({ value, max, onChange, label, disabled = false }: StepperProps) {
  // What is being typed, until it is committed; otherwise the field shows the value itself.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const whole = Number.parseInt(typed, 10);
    if (Number.isFinite(whole) && whole >= 1 && whole !== value) onChange(whole);
    setTyped(null);
  };
  return (
    <span className="sf-stepper">
      <button
        type="button"
        aria-label={`${words.less} ${label}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={typed ?? String(value)}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label={`${words.more} ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
