export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="dashboard-section-title">
      {children}
    </h2>
  );
}
