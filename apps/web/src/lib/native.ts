/**
 * The native shell (Capacitor): detection and device information.
 * Detection uses Capacitor.isNativePlatform() on the global the native bridge injects into
 * the WebView before the page runs (the same object @capacitor/core wraps), so the browser
 * build does not ship @capacitor/core in its entry. @capacitor/device is loaded on demand.
 */

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function capacitor(): CapacitorGlobal | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativePlatform(): boolean {
  try {
    return capacitor()?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

/** 'ios' | 'android' | 'web'. */
export function platform(): string {
  try {
    return capacitor()?.getPlatform?.() ?? 'web';
  } catch {
    return 'web';
  }
}

export interface DeviceInfo {
  deviceModel: string;
  deviceId: string;
  platform: string;
}

let deviceInfo: Promise<DeviceInfo> | null = null;

/** Device model, a stable device id and the platform (from @capacitor/device). */
export function getDeviceInfo(): Promise<DeviceInfo> {
  deviceInfo ??= (async () => {
    const { Device } = await import('@capacitor/device');
    const [info, id] = await Promise.all([Device.getInfo(), Device.getId()]);
    return { deviceModel: info.model, deviceId: id.identifier, platform: info.platform };
  })();
  return deviceInfo;
}
