/**
 * The sample garments: eight product shots drawn by us (two per category), in the ghost-mannequin
 * pose shops use (sleeves relaxed down, front view), with folds, seams and prints so that the
 * try-on's cut-out, warp and shading have something real to work on.
 */
import type { GarmentCategory } from '../../common/contracts/generations';
import { pleatedSkirt, wideLegTrousers } from './garment-bottoms';
import { emeraldSlipDress, polkaDotDress } from './garment-dresses';
import { camelBlazer, trenchCoat } from './garment-outerwear';
import { bretonTee, floralBlouse } from './garment-tops';

export interface GarmentDrawing {
  id: string;
  category: GarmentCategory;
  svg: () => string;
}

export const GARMENTS: readonly GarmentDrawing[] = [
  { id: 'garment-breton-tee', category: 'tops', svg: bretonTee },
  { id: 'garment-floral-blouse', category: 'tops', svg: floralBlouse },
  { id: 'garment-emerald-slip-dress', category: 'dresses', svg: emeraldSlipDress },
  { id: 'garment-polka-dot-dress', category: 'dresses', svg: polkaDotDress },
  { id: 'garment-pleated-skirt', category: 'bottoms', svg: pleatedSkirt },
  { id: 'garment-wide-leg-trousers', category: 'bottoms', svg: wideLegTrousers },
  { id: 'garment-camel-blazer', category: 'outerwear', svg: camelBlazer },
  { id: 'garment-trench-coat', category: 'outerwear', svg: trenchCoat },
];
