import type { Locale, Localized } from '../../locales';
import type { AssetItem } from '../../types';

interface BrandingItem {
  file: string;
  /** `null`: the provider answers this item without a title. */
  title: Localized | null;
  description: Localized;
  documentType: string;
}

const ITEMS: readonly BrandingItem[] = [
  {
    file: 'logo-colour.svg',
    title: {
      en: 'Provider logo (colour)',
      de: 'Herstellerlogo (farbig)',
      fr: 'Logo du fabricant (couleur)',
      it: 'Logo del produttore (a colori)',
      zh: '厂商标志（彩色）',
      es: 'Logotipo del fabricante (color)',
      pt: 'Logótipo do fabricante (cores)',
    },
    description: {
      en: 'The primary logo for light backgrounds.',
      de: 'Das Hauptlogo für helle Hintergründe.',
      fr: 'Le logo principal pour fonds clairs.',
      it: 'Il logo principale per sfondi chiari.',
      zh: '用于浅色背景的主标志。',
      es: 'El logotipo principal para fondos claros.',
      pt: 'O logótipo principal para fundos claros.',
    },
    documentType: 'Logo',
  },
  {
    file: 'logo-mono.svg',
    title: null,
    description: {
      en: 'Single-colour logo for print and engraving.',
      de: 'Einfarbiges Logo für Druck und Gravur.',
      fr: 'Logo monochrome pour l’impression et la gravure.',
      it: 'Logo monocromatico per stampa e incisione.',
      zh: '用于印刷和雕刻的单色标志。',
      es: 'Logotipo monocromo para impresión y grabado.',
      pt: 'Logótipo monocromático para impressão e gravação.',
    },
    documentType: 'Logo',
  },
  {
    file: 'partner-badge.svg',
    title: {
      en: 'Certified partner badge',
      de: 'Abzeichen „Zertifizierter Partner“',
      fr: 'Badge de partenaire certifié',
      it: 'Badge di partner certificato',
      zh: '认证合作伙伴徽章',
      es: 'Distintivo de socio certificado',
      pt: 'Selo de parceiro certificado',
    },
    description: {
      en: 'Show it on your website and in your offers. It may only be used while the partner agreement is valid, and never altered, recoloured or combined with other logos.',
      de: 'Zeigen Sie es auf Ihrer Website und in Ihren Angeboten. Es darf nur während der Laufzeit des Partnervertrags verwendet und nie verändert, umgefärbt oder mit anderen Logos kombiniert werden.',
      fr: "À afficher sur votre site et dans vos offres. Il ne peut être utilisé que pendant la durée du contrat de partenariat, et jamais modifié, recoloré ou associé à d'autres logos.",
      it: 'Mostratelo sul vostro sito e nelle vostre offerte. Può essere usato solo finché il contratto di partnership è valido e mai modificato, ricolorato o combinato con altri loghi.',
      zh: '可在您的网站和报价中展示。仅可在合作协议有效期内使用，且不得修改、改色或与其他标志组合。',
      es: 'Muéstrelo en su web y en sus ofertas. Solo puede usarse mientras el contrato de socio esté vigente y nunca debe modificarse, recolorearse ni combinarse con otros logotipos.',
      pt: 'Mostre-o no seu site e nas suas propostas. Só pode ser usado enquanto o contrato de parceria estiver em vigor e nunca alterado, recolorido ou combinado com outros logótipos.',
    },
    documentType: 'Badge',
  },
  {
    file: 'brand-guidelines.pdf',
    title: {
      en: 'Brand guidelines',
      de: 'Markenrichtlinien',
      fr: 'Charte graphique',
      it: 'Linee guida del marchio',
      zh: '品牌指南',
      es: 'Manual de marca',
      pt: 'Manual de marca',
    },
    description: {
      en: 'Logo placement, colours, typography and tone of voice for co-branded material.',
      de: 'Logoplatzierung, Farben, Typografie und Tonalität für Co-Branding-Material.',
      fr: 'Placement du logo, couleurs, typographie et ton rédactionnel pour les supports co-marqués.',
      it: 'Posizionamento del logo, colori, tipografia e tono di voce per i materiali in co-branding.',
      zh: '联合品牌资料的标志位置、色彩、字体和语气规范。',
      es: 'Posición del logotipo, colores, tipografía y tono para materiales de marca compartida.',
      pt: 'Posicionamento do logótipo, cores, tipografia e tom de voz para materiais em co-branding.',
    },
    documentType: 'PDF',
  },
  {
    file: 'colour-palette.svg',
    title: {
      en: 'Colour palette',
      de: 'Farbpalette',
      fr: 'Palette de couleurs',
      it: 'Tavolozza dei colori',
      zh: '配色方案',
      es: 'Paleta de colores',
      pt: 'Paleta de cores',
    },
    description: {
      en: 'Primary and secondary colours with their RGB, CMYK and hex values.',
      de: 'Primär- und Sekundärfarben mit RGB-, CMYK- und Hex-Werten.',
      fr: 'Couleurs primaires et secondaires avec leurs valeurs RVB, CMJN et hexadécimales.',
      it: 'Colori primari e secondari con i valori RGB, CMYK ed esadecimali.',
      zh: '主色和辅助色及其 RGB、CMYK 和十六进制值。',
      es: 'Colores primarios y secundarios con sus valores RGB, CMYK y hexadecimales.',
      pt: 'Cores primárias e secundárias com os valores RGB, CMYK e hexadecimais.',
    },
    documentType: 'Image',
  },
  {
    file: 'email-banner.svg',
    title: {
      en: 'E-mail signature banner',
      de: 'Banner für die E-Mail-Signatur',
      fr: 'Bannière de signature e-mail',
      it: 'Banner per la firma e-mail',
      zh: '电子邮件签名横幅',
      es: 'Banner para la firma de correo',
      pt: 'Banner para a assinatura de e-mail',
    },
    description: {
      en: 'A 600 × 100 banner for the e-mail signatures of your sales team.',
      de: 'Ein Banner im Format 600 × 100 für die E-Mail-Signaturen Ihres Vertriebsteams.',
      fr: 'Une bannière de 600 × 100 pour les signatures e-mail de votre équipe commerciale.',
      it: 'Un banner 600 × 100 per le firme e-mail del vostro team commerciale.',
      zh: '一张 600 × 100 的横幅，用于销售团队的电子邮件签名。',
      es: 'Un banner de 600 × 100 para las firmas de correo de su equipo comercial.',
      pt: 'Um banner de 600 × 100 para as assinaturas de e-mail da sua equipa comercial.',
    },
    documentType: 'Image',
  },
];

export function brandingAssets(locale: Locale): AssetItem[] {
  return ITEMS.map((item, index) => {
    const link = `/media/branding/${item.file}`;
    const image = item.file.endsWith('.pdf') ? link.replace(/\.pdf$/, '.svg') : link;
    return {
      id: 2501 + index,
      type: 'Asset' as const,
      title: item.title ? item.title[locale] : null,
      assetTitle: item.file,
      description: item.description[locale],
      documentType: item.documentType,
      image,
      thumbnail: image,
      link,
      video: '',
      asset: link,
    };
  });
}
