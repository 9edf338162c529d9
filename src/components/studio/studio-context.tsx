/**
 * What every shared studio component knows of the studio it is in: its slug, its locale
 * namespace (whose texts override the shared `studio` ones), its user, how it shows blobs, and
 * what the app hands it from the asset library (features never import each other).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AssetKind } from '../../../common/contracts/assets';
import type { PlanId } from '../../../common/plans';
import type { ServiceSlug } from '../../../common/studios/studios';

/** What a studio needs of the asset library's picker. */
export interface AssetsPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (asset: { id: string; name: string }, file: Blob) => void | Promise<void>;
  /**
   * What the studio's input takes; pictures only when not given (no studio takes a video input
   * yet): the library's videos are then shown but not pickable, with the reason.
   */
  accept?: readonly AssetKind[];
}
export type AssetsPickerComponent = ComponentType<AssetsPickerProps>;

/** Keeps a result in the user's asset library; rejects when it could not. */
export type SaveToAssets = (file: Blob, name: string) => Promise<void>;

export interface StudioContextValue {
  service: ServiceSlug;
  /** The studio's locale namespace: its keys win over the shared `studio` namespace's. */
  namespace: string;
  /** The signed-in user's id: their gallery, their outbox. */
  owner: string;
  /** Object URLs that live as long as the studio (src/lib/generation/use-object-urls.ts). */
  objectUrl: (blob: Blob) => string;
  AssetsPicker: AssetsPickerComponent;
  saveToAssets?: SaveToAssets;
}

/** What the app hands a studio's page (src/app/pages/): its StudioRoot's part and the balance. */
export interface StudioPageProps extends Pick<
  StudioContextValue,
  'owner' | 'AssetsPicker' | 'saveToAssets'
> {
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
  /** The plan in force at sign-in (common/plans.ts): what the studio offers beyond the basics. */
  planId?: PlanId;
}

const StudioContext = createContext<StudioContextValue | null>(null);

export function StudioProvider({
  value,
  children,
}: {
  value: StudioContextValue;
  children: ReactNode;
}) {
  return <StudioContext value={value}>{children}</StudioContext>;
}

export function useStudio(): StudioContextValue {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('A studio component is used outside a StudioProvider');
  return studio;
}
