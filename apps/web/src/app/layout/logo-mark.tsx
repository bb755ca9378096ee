/** The studio's mark (the same drawing as the favicon), inline so it paints with the header. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="currentColor" />
      <path
        d="M17 49 31.5 14h1L47 49"
        fill="none"
        stroke="var(--logo-ink, #0b0b0b)"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M23.5 37h17" stroke="var(--logo-ink, #0b0b0b)" strokeWidth="4" />
      <rect x="44" y="8" width="12" height="12" rx="1.5" fill="var(--accent)" />
    </svg>
  );
}
