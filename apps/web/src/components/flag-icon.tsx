import { type JSX, useId } from 'react';

// Small hand-written flags (3:2, the Union Jack 2:1 cropped): emoji flags do not render on
// Windows, and images would cost requests.
function Germany() {
  return (
    <>
      <rect width="30" height="20" fill="#FFCE00" />
      <rect width="30" height="13.33" fill="#DD0000" />
      <rect width="30" height="6.67" fill="#000" />
    </>
  );
}

function UnitedKingdom() {
  const id = useId();
  return (
    <>
      <clipPath id={`${id}-t`}>
        <path d="M15 10h15v10zv10H0zH0V0zV0h15z" />
      </clipPath>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="2.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6.6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="4" />
    </>
  );
}

function Spain() {
  return (
    <>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </>
  );
}

function Turkey() {
  return (
    <>
      <rect width="30" height="20" fill="#E30A17" />
      <circle cx="10" cy="10" r="5" fill="#fff" />
      <circle cx="11.25" cy="10" r="4" fill="#E30A17" />
      <polygon
        fill="#fff"
        points="14.16,10 15.89,9.44 15.89,7.62 16.96,9.09 18.68,8.53 17.62,10 18.68,11.47 16.96,10.91 15.89,12.38 15.89,10.56"
      />
    </>
  );
}

function France() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#CE1126" />
    </>
  );
}

const FLAGS: Record<string, () => JSX.Element> = {
  de: Germany,
  en: UnitedKingdom,
  es: Spain,
  tr: Turkey,
  fr: France,
};

/** The flag of a language id (en shows the United Kingdom). Decorative: the name is next to it. */
export function FlagIcon({ language, width = 22 }: { language: string; width?: number }) {
  const Flag = FLAGS[language];
  return (
    <svg
      viewBox="0 0 30 20"
      width={width}
      height={(width * 2) / 3}
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
    >
      {Flag ? <Flag /> : <rect width="30" height="20" fill="#ccc" />}
    </svg>
  );
}
