import { App } from 'antd';
import { useEffect } from 'react';
import { provideAntd } from './antd-host';
import { AntdRoot } from './AntdRoot';

function Bridge() {
  const { message, modal } = App.useApp();
  useEffect(() => provideAntd({ message, modal }), [message, modal]);
  return null;
}

/** The lazily loaded half of `AntdHost`: antd's App with the app's theme and toast defaults. */
export default function AntdHostRoot() {
  return (
    <AntdRoot>
      <Bridge />
    </AntdRoot>
  );
}
