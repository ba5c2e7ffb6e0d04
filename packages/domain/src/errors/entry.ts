export type Language = 'id' | 'en';

export interface CatalogueEntry {
  status: number;
  id: string;
  en: string;
}

export const entry = (status: number, id: string, en: string): CatalogueEntry => ({ status, id, en });
