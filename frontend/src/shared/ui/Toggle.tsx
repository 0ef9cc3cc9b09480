import './toggle.css';

export interface ToggleProps {
  label: string;
  /** The accessible name, when it says more than the visible label. */
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch with its label, drawn like antd's small Switch over a plain button. */
export function Toggle({ label, name = label, checked, disabled, onChange }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={name}
      disabled={disabled}
      className="tp-toggle"
      onClick={() => onChange(!checked)}
    >
      <span className="tp-toggle__track" aria-hidden />
      <span>{label}</span>
    </button>
  );
}
