interface Option<T extends string> {
  value: T;
  label: string;
}

export function ModeSwitch<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: Option<T>[];
  onChange(value: T): void;
  label: string;
}) {
  return (
    <div className="hh-mode-switch" role="tablist" aria-label={label} data-testid="login-mode">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={option.value === value ? 'hh-mode hh-mode--active' : 'hh-mode'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
