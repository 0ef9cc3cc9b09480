import { Spinner } from '../shared/ui/Spinner';

/** Shown in the page area while a page's code chunk loads on the first visit (antd's large Spin look). */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading page" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner />
    </div>
  );
}
