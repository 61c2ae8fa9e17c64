import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * What a phone needs to install MentorBridge as an app of its own: its name, its icons (a
 * maskable one the phone may cut to its own shape), standalone display (no browser bar) and
 * where it opens. The light and dark colours of the window follow the theme through the
 * theme-color tags in index.html; the manifest holds one pair, the brand's.
 */
export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'MentorBridge',
  short_name: 'MentorBridge',
  description:
    'Students find mentors who have walked their path, chat with them and meet them on video.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#4338ca',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
