export function Logo() {
  return (
    <svg width="132" height="28" viewBox="0 0 132 28" role="img" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="24" height="24" rx="6" fill="var(--accent)" />
      <path d="M6 14h12M12 8v12" stroke="var(--accent-contrast)" strokeWidth="3" strokeLinecap="round" />
      <text x="32" y="20" fontSize="15" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Partner Portal
      </text>
    </svg>
  );
}
