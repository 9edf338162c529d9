/** Each service's icon on the marketing pages: the registry's (src/components/studio-icons.ts). */
export { STUDIO_ICONS as SERVICE_ICONS } from '../../../components/studio-icons';
