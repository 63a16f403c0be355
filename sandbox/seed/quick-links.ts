import type { Localized } from '../locales';

export interface SeedQuickLink {
  id: number;
  title: Localized;
  asset: { id: number; filename: string };
}

export const QUICK_LINKS: readonly SeedQuickLink[] = [
  {
    id: 5201,
    title: {
      en: 'Partner handbook',
      de: 'Partnerhandbuch',
      fr: 'Guide du partenaire',
      it: 'Manuale del partner',
      zh: '合作伙伴手册',
      es: 'Manual del socio',
      pt: 'Manual do parceiro',
    },
    asset: { id: 5301, filename: 'partner-handbook.pdf' },
  },
  {
    id: 5202,
    title: {
      en: 'Order form',
      de: 'Bestellformular',
      fr: 'Bon de commande',
      it: "Modulo d'ordine",
      zh: '订购单',
      es: 'Formulario de pedido',
      pt: 'Formulário de encomenda',
    },
    asset: { id: 5302, filename: 'order-form.pdf' },
  },
  {
    id: 5203,
    title: {
      en: 'Demo unit request',
      de: 'Anfrage für Vorführgeräte',
      fr: "Demande d'appareil de démonstration",
      it: 'Richiesta di unità demo',
      zh: '演示设备申请',
      es: 'Solicitud de equipo de demostración',
      pt: 'Pedido de equipamento de demonstração',
    },
    asset: { id: 5303, filename: 'demo-unit-request.pdf' },
  },
  {
    id: 5204,
    title: {
      en: 'Warranty and returns policy',
      de: 'Garantie- und Rücksendebedingungen',
      fr: 'Politique de garantie et de retour',
      it: 'Condizioni di garanzia e resi',
      zh: '保修与退货政策',
      es: 'Política de garantía y devoluciones',
      pt: 'Política de garantia e devoluções',
    },
    asset: { id: 5304, filename: 'warranty-returns.pdf' },
  },
  {
    id: 5205,
    title: {
      en: 'Partner programme terms',
      de: 'Bedingungen des Partnerprogramms',
      fr: 'Conditions du programme partenaires',
      it: 'Condizioni del programma partner',
      zh: '合作伙伴计划条款',
      es: 'Condiciones del programa de socios',
      pt: 'Condições do programa de parceiros',
    },
    asset: { id: 5305, filename: 'partner-programme-terms.pdf' },
  },
];

export const quickLinkPath = (filename: string) => `/media/quicklinks/${filename}`;
