import './ui.css';

/** antd's large Spin. */
export function Spinner() {
  return (
    <span className="tp-spin" aria-hidden>
      <i className="tp-spin__dot" />
      <i className="tp-spin__dot" />
      <i className="tp-spin__dot" />
      <i className="tp-spin__dot" />
    </span>
  );
}
