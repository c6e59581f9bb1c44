import type { CapacitorConfig } from '@capacitor/cli';

/** The native shell (Android and iOS) around the built web app. See docs/native.md. */
/**
 * The app talks to its server with same-origin requests and http-only session cookies, so
 * the shell loads the deployed site (CAP_SERVER_URL, e.g. https://slove.ro); the service
 * worker keeps it playable offline. Without CAP_SERVER_URL the bundled dist/ is shown.
 */
const serverUrl = process.env.CAP_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'ro.slove.app',
  appName: 'Slove',
  webDir: 'dist',
  server: serverUrl ? { url: serverUrl, cleartext: serverUrl.startsWith('http://') } : undefined,
  android: { allowMixedContent: false },
  plugins: {
    LocalNotifications: { smallIcon: 'ic_stat_slove', iconColor: '#f59e0b' },
  },
};

export default config;
