import Icon, { FontSizeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { AntdApi } from '../../shared/antd/antd-host';
import { KeyboardSvg } from './KeyboardSvg';

/* The footer's two alerts as antd info modals, in their own chunk loaded on first click (`/` does not load antd). */

function Shortcut({ keys, children }: { keys: string[]; children: ReactNode }) {
  return (
    <li className="shortcut">
      <span className="shortcut__keys">
        {keys.map((key, i) => (
          <span key={key}>
            {i > 0 && <span className="shortcut__plus"> + </span>}
            <kbd>{key}</kbd>
          </span>
        ))}
      </span>
      <span>{children}</span>
    </li>
  );
}

export function openAccessibilityOptions({ modal }: AntdApi) {
  modal.info({
    title: 'Accessibility Options',
    icon: <FontSizeOutlined aria-hidden />,
    okText: 'Got it',
    content: (
      <div>
        <p>Use your browser&apos;s zoom to change the text size on every page:</p>
        <ul className="shortcut-list">
          <Shortcut keys={['Ctrl/Cmd', '+']}>Increase font size</Shortcut>
          <Shortcut keys={['Ctrl/Cmd', '-']}>Decrease font size</Shortcut>
          <Shortcut keys={['Ctrl/Cmd', '0']}>Reset font size</Shortcut>
        </ul>
        <p style={{ marginBottom: 0 }}>The theme switch in the top bar turns dark mode on and off.</p>
      </div>
    ),
  });
}

export function openKeyboardShortcuts({ modal }: AntdApi) {
  modal.info({
    title: 'Keyboard Shortcuts',
    icon: <Icon component={KeyboardSvg} aria-hidden />,
    okText: 'Got it',
    content: (
      <div>
        <p>During a typing test:</p>
        <ul className="shortcut-list">
          <Shortcut keys={['Tab']}>Restart the test with a new text</Shortcut>
          <Shortcut keys={['Enter']}>Complete the test</Shortcut>
          <Shortcut keys={['Esc']}>Cancel the test</Shortcut>
        </ul>
      </div>
    ),
  });
}
