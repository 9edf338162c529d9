/**
 * The app's icons: 24px stroke glyphs drawn for this project, so no icon font or CDN is loaded.
 * Each is a Chakra icon: size and colour follow the surrounding text.
 */
import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A maker of stroke icons of one default size (toolbars use larger glyphs than text). */
export function strokeIconsOfSize(boxSize: string) {
  return (displayName: string, ...d: string[]) => {
    const path: ReactElement[] = d.map((segment) => <path key={segment} d={segment} />);
    return createIcon({
      displayName,
      path,
      defaultProps: { ...stroke, boxSize, flexShrink: 0, 'aria-hidden': true },
    });
  };
}

const strokeIcon = strokeIconsOfSize('1em');

export const MenuIcon = strokeIcon('MenuIcon', 'M4 6h16', 'M4 12h16', 'M4 18h16');
export const ChevronDownIcon = strokeIcon('ChevronDownIcon', 'm6 9 6 6 6-6');
export const ArrowLeftIcon = strokeIcon('ArrowLeftIcon', 'M19 12H5', 'm12 19-7-7 7-7');
export const GlobeIcon = strokeIcon(
  'GlobeIcon',
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  'M3 12h18',
  'M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18',
);
export const GridIcon = strokeIcon(
  'GridIcon',
  'M4 4h7v7H4z',
  'M13 4h7v7h-7z',
  'M4 13h7v7H4z',
  'M13 13h7v7h-7z',
);
export const ShirtIcon = strokeIcon(
  'ShirtIcon',
  'M8 3 4 5 2 10l4 1.5V21h12v-9.5L22 10l-2-5-4-2a4 4 0 0 1-8 0Z',
);
export const BodyIcon = strokeIcon(
  'BodyIcon',
  'M12 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  'M6 10h12',
  'M12 10v5',
  'm9 22 3-7 3 7',
);
export const ScissorsIcon = strokeIcon(
  'ScissorsIcon',
  'M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M20 4 8.1 15.9',
  'M14.5 14.5 20 20',
  'M8.1 8.1 12 12',
);
export const VideoIcon = strokeIcon('VideoIcon', 'M3 6h12v12H3z', 'm15 10 6-3v10l-6-3');
export const WandIcon = strokeIcon(
  'WandIcon',
  'm3 21 12-12',
  'm13 7 2 2',
  'M17 3v4',
  'M15 5h4',
  'M20 10v2',
  'M19 11h2',
);
export const KeyIcon = strokeIcon(
  'KeyIcon',
  'M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'm11 11 10-10',
  'm17 5 3 3',
  'm15 7 2 2',
);
export const TagIcon = strokeIcon('TagIcon', 'M3 12V3h9l9 9-9 9Z', 'M7.5 7.5h.01');
export const HistoryIcon = strokeIcon(
  'HistoryIcon',
  'M3 12a9 9 0 1 0 3-6.7L3 8',
  'M3 3v5h5',
  'M12 7v5l3 2',
);
export const UserIcon = strokeIcon(
  'UserIcon',
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'M4 21a8 8 0 0 1 16 0',
);
export const UsersIcon = strokeIcon(
  'UsersIcon',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'M2 21a7 7 0 0 1 14 0',
  'M16 3.5a4 4 0 0 1 0 7',
  'M22 21a7 7 0 0 0-4-6.3',
);
export const ChartIcon = strokeIcon('ChartIcon', 'M3 3v18h18', 'M7 15l4-4 3 3 5-6');
export const FileTextIcon = strokeIcon(
  'FileTextIcon',
  'M14 3H6v18h12V7Z',
  'M14 3v4h4',
  'M9 13h6',
  'M9 17h6',
);
/** A receipt (the payment history). */
export const ReceiptIcon = strokeIcon(
  'ReceiptIcon',
  'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2Z',
  'M9 8h6',
  'M9 12h6',
);
export const ShieldIcon = strokeIcon('ShieldIcon', 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z');
export const LogOutIcon = strokeIcon('LogOutIcon', 'M9 21H5V3h4', 'm16 17 5-5-5-5', 'M21 12H9');
export const SettingsIcon = strokeIcon(
  'SettingsIcon',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
);
export const RefreshIcon = strokeIcon(
  'RefreshIcon',
  'M21 12a9 9 0 0 1-15.5 6.2L3 16',
  'M3 12a9 9 0 0 1 15.5-6.2L21 8',
  'M21 3v5h-5',
  'M3 21v-5h5',
);
export const MonitorIcon = strokeIcon('MonitorIcon', 'M3 4h18v12H3z', 'M8 20h8', 'M12 16v4');
export const MailIcon = strokeIcon('MailIcon', 'M3 5h18v14H3z', 'm3 6 9 7 9-7');
export const PhoneIcon = strokeIcon(
  'PhoneIcon',
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z',
);
export const MapPinIcon = strokeIcon(
  'MapPinIcon',
  'M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z',
  'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
);
export const SparklesIcon = strokeIcon(
  'SparklesIcon',
  'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8Z',
  'M19 3v4',
  'M17 5h4',
  'M5 17v4',
  'M3 19h4',
);
export const FacebookIcon = strokeIcon(
  'FacebookIcon',
  'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z',
);
export const InstagramIcon = strokeIcon(
  'InstagramIcon',
  'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Z',
  'M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4Z',
  'M17.5 6.5h.01',
);
export const YoutubeIcon = strokeIcon(
  'YoutubeIcon',
  'M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
  'm10 15 5-3-5-3z',
);
export const TiktokIcon = strokeIcon(
  'TiktokIcon',
  'M16 3c.4 2.6 2 4.2 4.5 4.5',
  'M16 3v12a5 5 0 1 1-5-5',
);
export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', 'm15 18-6-6 6-6');
export const ChevronRightIcon = strokeIcon('ChevronRightIcon', 'm9 18 6-6-6-6');
export const PauseIcon = strokeIcon('PauseIcon', 'M8 5v14', 'M16 5v14');
export const PlayIcon = strokeIcon('PlayIcon', 'M7 4v16l13-8Z');
export const SearchIcon = strokeIcon(
  'SearchIcon',
  'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z',
  'm21 21-4.3-4.3',
);
export const CheckIcon = strokeIcon('CheckIcon', 'M20 6 9 17l-5-5');
export const HelpIcon = strokeIcon(
  'HelpIcon',
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
);
export const CompassIcon = strokeIcon(
  'CompassIcon',
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'm16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3Z',
);
export const ArrowRightIcon = strokeIcon('ArrowRightIcon', 'M5 12h14', 'm12 5 7 7-7 7');
export const PaperclipIcon = strokeIcon(
  'PaperclipIcon',
  'm21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7',
);
export const XIcon = strokeIcon('XIcon', 'M18 6 6 18', 'm6 6 12 12');
export const DownloadIcon = strokeIcon('DownloadIcon', 'M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14');
export const ShareIcon = strokeIcon(
  'ShareIcon',
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'm8.6 13.5 6.8 4',
  'm15.4 6.5-6.8 4',
);
export const TrashIcon = strokeIcon(
  'TrashIcon',
  'M3 6h18',
  'M8 6V4h8v2',
  'M19 6l-1 14H6L5 6',
  'M10 11v6',
  'M14 11v6',
);
export const CopyIcon = strokeIcon('CopyIcon', 'M9 9h11v11H9z', 'M5 15H4V4h11v1');
export const EyeIcon = strokeIcon(
  'EyeIcon',
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
);
export const SmartphoneIcon = strokeIcon('SmartphoneIcon', 'M7 2h10v20H7z', 'M11 18h2');
export const TabletIcon = strokeIcon('TabletIcon', 'M4 3h16v18H4z', 'M11 17h2');
export const CameraIcon = strokeIcon(
  'CameraIcon',
  'M3 8h4l2-3h6l2 3h4v12H3z',
  'M12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
);
export const LockIcon = strokeIcon('LockIcon', 'M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4');
export const AlertTriangleIcon = strokeIcon(
  'AlertTriangleIcon',
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  'M12 9v4',
  'M12 17h.01',
);
