import { useId } from 'react';
import './segmented.css';

export interface SegmentedRadiosProps<T extends string | number> {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  format?: (value: T) => string;
  className?: string;
}

/** A choice of one among a few, drawn like antd's Segmented over native radios (arrow keys move the choice). */
export function SegmentedRadios<T extends string | number>({
  label,
  values,
  value,
  onChange,
  format = String,
  className,
}: SegmentedRadiosProps<T>) {
  const name = useId();
  return (
    <div className={className ? `tp-segmented ${className}` : 'tp-segmented'} role="radiogroup" aria-label={label}>
      {values.map((option) => (
        <label
          key={option}
          className={option === value ? 'tp-segmented__item tp-segmented__item--selected' : 'tp-segmented__item'}
        >
          <input
            type="radio"
            name={name}
            value={option}
            className="tp-segmented__input"
            checked={option === value}
            onChange={() => onChange(option)}
          />
          <span className="tp-segmented__label" title={format(option)}>
            {format(option)}
          </span>
        </label>
      ))}
    </div>
  );
}
