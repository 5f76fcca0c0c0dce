/** Small line icons drawn inline (no font, no request): one path in a 24-unit box, tinted by `currentColor`. */
const PATHS = {
  search:
    'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm5.9 9 4.3 4.3-1.4 1.4-4.3-4.3z',
  notice:
    'M14 4.2v15.6l-5.6-4.1H5a1 1 0 0 1-1-1V9.3a1 1 0 0 1 1-1h3.4zM12 8.1 9.1 10.3H6v3.4h3.1l2.9 2.2zm4.8.1a5.6 5.6 0 0 1 0 7.6l-1.4-1.4a3.6 3.6 0 0 0 0-4.8zm2.6-2.6a9.3 9.3 0 0 1 0 12.8l-1.4-1.4a7.3 7.3 0 0 0 0-10z',
  right: 'm9.3 5.3 6.7 6.7-6.7 6.7-1.4-1.4 5.3-5.3-5.3-5.3z',
  home: 'm12 3 9 7.6V21h-6.5v-6h-5v6H3V10.6zm0 2.6-7 5.9V19h2.5v-6h9v6H19v-7.5z',
  category: 'M4 4h7v7H4zm2 2v3h3V6zm7-2h7v7h-7zm2 2v3h3V6zM4 13h7v7H4zm2 2v3h3v-3zm7-2h7v7h-7zm2 2v3h3v-3z',
  order: 'M6 3h12a1 1 0 0 1 1 1v17H5V4a1 1 0 0 1 1-1Zm1 2v14h10V5zm2 3h6v2H9zm0 4h6v2H9z',
  user: 'M12 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm-8 16c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5h-2c0-2.6-2.6-4.5-6-4.5S6 18.4 6 21z',
  cart: 'M3 4h2.6l2.1 10.2h10l1.9-7.2H8.1l-.4-2H22l-3 11.2H6.1L4 6H3zm6 15.5a1.5 1.5 0 1 1 0 .01zm8 0a1.5 1.5 0 1 1 0 .01z',
  clock:
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm1 2v4.6l3.2 3.2-1.4 1.4-3.8-3.8V7z',
  group:
    'M9 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7-1.5a3.5 3.5 0 0 1 0 7v-2a1.5 1.5 0 0 0 0-3zM2 20c0-3.3 3.1-6 7-6s7 2.7 7 6h-2c0-2.2-2.2-4-5-4s-5 1.8-5 4zm15.5-5.8c2.6.5 4.5 2.9 4.5 5.8h-2c0-1.8-1.1-3.3-2.9-3.8z',
  coupon:
    'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm2 2v.6a4 4 0 0 1 0 6.8v.6h14v-.6a4 4 0 0 1 0-6.8V8zm5 1h2v2h-2zm0 4h2v2h-2z',
  scissors:
    'M6.5 3a3.5 3.5 0 0 1 3.2 4.9L12 10.2l6.6-6.6H22L13.7 12l8.3 8.4h-3.4L12 13.8l-2.3 2.3A3.5 3.5 0 1 1 8.3 14.7l2.3-2.7-2.3-2.3A3.5 3.5 0 1 1 6.5 3Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm0 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  location:
    'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 2a5 5 0 0 0-5 5c0 3 3.3 7.6 5 9.8 1.7-2.2 5-6.8 5-9.8a5 5 0 0 0-5-5Zm0 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  phone:
    'M7 2.5 10 6l-1.8 2.6a12 12 0 0 0 7.2 7.2L18 14l3.5 3-1.6 3.3c-.3.6-1 .9-1.6.8C10 20 4 14 3 6.1c-.1-.7.2-1.3.8-1.6z',
  play: 'M8 5.5v13l10.5-6.5z',
  back: 'm14.7 5.3 1.4 1.4-5.3 5.3 5.3 5.3-1.4 1.4L8 12z',
  image:
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v9.6l4-4.1 3 3 2.5-2.5L19 17V7zm10.5 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
} satisfies Record<string, string>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
