import { Spin } from 'antd';

/** Shown in the page area while a page's code chunk loads on the first visit. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading page" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spin size="large" />
    </div>
  );
}
