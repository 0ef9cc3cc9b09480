import { useId } from 'react';
import './segmented.css';

export interface SegmentedRadiosProps<T extends string | number> {
  label: string;
  values: readonly T[];
  /** None is chosen while the value is undefined. */
  value: T | undefined;
  onChange: (value: T) => void;
  format?: (value: T) => string;
  /** A disabled group shows its choice but cannot change it, and Tab passes over it. */
  disabled?: boolean;
}

/** A choice of one among a few, drawn like antd's Segmented over native radios (arrow keys move the choice). */
export function SegmentedRadios<T extends string | number>({
  label,
  values,
  value,
  onChange,
  format = String,
  disabled,
}: SegmentedRadiosProps<T>) {
  const name = useId();
  return (
    <div className="tp-segmented" role="radiogroup" aria-label={label} aria-disabled={disabled || undefined}>
      {values.map((option) => (
        <label
          key={option}
          className={option === value ? 'tp-segmented__item tp-segmented__item--selected' : 'tp-segmented__item'}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            disabled={disabled}
            onChange={() => onChange(option)}
          />
          <span>{format(option)}</span>
        </label>
      ))}
    </div>
  );
}
