import { fill, type Locale, type Localized } from '../../locales';
import { findProduct } from '../catalogue';
import type { AssetItem } from '../../types';
import { videoHostId, youtubeEmbed } from './helpers';

type VideoKind = 'overview' | 'tutorial' | 'maintenance';

const KIND_TITLES: Record<VideoKind, Localized> = {
  overview: {
    en: 'Product overview',
    de: 'Produktüberblick',
    fr: 'Présentation du produit',
    it: 'Panoramica del prodotto',
    zh: '产品概览',
    es: 'Presentación del producto',
    pt: 'Apresentação do produto',
  },
  tutorial: {
    en: 'Getting started',
    de: 'Erste Schritte',
    fr: 'Prise en main',
    it: 'Primi passi',
    zh: '入门教程',
    es: 'Primeros pasos',
    pt: 'Primeiros passos',
  },
  maintenance: {
    en: 'Maintenance tutorial',
    de: 'Wartungsanleitung',
    fr: 'Tutoriel de maintenance',
    it: 'Tutorial di manutenzione',
    zh: '维护教程',
    es: 'Tutorial de mantenimiento',
    pt: 'Tutorial de manutenção',
  },
};

const KIND_DESCRIPTIONS: Record<VideoKind, Localized> = {
  overview: {
    en: 'A short tour of {name}, filmed on a real inspection job.',
    de: 'Kurzer Überblick: {name} im Einsatz bei einer echten Inspektion.',
    fr: "Courte présentation de {name} lors d'une véritable mission d'inspection.",
    it: 'Breve presentazione di {name} durante una vera ispezione.',
    zh: '{name} 简短介绍，拍摄于真实检测现场。',
    es: 'Breve presentación de {name} durante una inspección real.',
    pt: 'Breve apresentação de {name} durante uma inspeção real.',
  },
  tutorial: {
    en: 'Unpack, set up and run a first inspection with {name} in under ten minutes.',
    de: 'Auspacken, einrichten und in weniger als zehn Minuten die erste Inspektion mit {name} durchführen.',
    fr: 'Déballer, configurer et réaliser une première inspection avec {name} en moins de dix minutes.',
    it: 'Disimballare, configurare ed eseguire una prima ispezione con {name} in meno di dieci minuti.',
    zh: '在十分钟内完成 {name} 的开箱、设置并进行首次检测。',
    es: 'Desembalar, configurar y realizar una primera inspección con {name} en menos de diez minutos.',
    pt: 'Desembalar, configurar e realizar uma primeira inspeção com {name} em menos de dez minutos.',
  },
  maintenance: {
    en: 'How to clean, check and store {name} after every job, with the checklist our service team uses. Share it with the technicians of your customers.',
    de: 'So wird {name} nach jedem Einsatz gereinigt, geprüft und gelagert – mit der Checkliste unseres Serviceteams. Geben Sie sie an die Techniker Ihrer Kunden weiter.',
    fr: 'Comment nettoyer, vérifier et ranger {name} après chaque intervention, avec la liste de contrôle de notre équipe de service. Partagez-la avec les techniciens de vos clients.',
    it: 'Come pulire, controllare e riporre {name} dopo ogni intervento, con la checklist del nostro team di assistenza. Condividetela con i tecnici dei vostri clienti.',
    zh: '介绍每次作业后如何清洁、检查和存放 {name}，并附上我们服务团队使用的检查清单。欢迎分享给您客户的技术人员。',
    es: 'Cómo limpiar, revisar y guardar {name} después de cada trabajo, con la lista de comprobación de nuestro equipo de servicio. Compártala con los técnicos de sus clientes.',
    pt: 'Como limpar, verificar e guardar {name} após cada trabalho, com a lista de verificação da nossa equipa de assistência. Partilhe-a com os técnicos dos seus clientes.',
  },
};

/** Product id and kind of each video, in list order. Even positions are embedded videos. */
const VIDEOS: readonly [number, VideoKind][] = [
  [11, 'overview'],
  [11, 'maintenance'],
  [21, 'overview'],
  [21, 'tutorial'],
  [31, 'overview'],
  [12, 'tutorial'],
  [22, 'overview'],
  [24, 'maintenance'],
  [41, 'tutorial'],
  [13, 'overview'],
  [51, 'overview'],
  [52, 'tutorial'],
  [53, 'overview'],
  [14, 'tutorial'],
];

export function videoAssets(locale: Locale): AssetItem[] {
  return VIDEOS.flatMap(([productId, kind], index): AssetItem[] => {
    const product = findProduct(productId);
    if (!product) return [];
    const title = `${product.name} – ${KIND_TITLES[kind][locale]}`;
    const description = fill(KIND_DESCRIPTIONS[kind], { name: product.name })[locale];
    const base = `${product.slug}-${kind}`;
    const thumbnail = `/media/videos/${base}.svg`;
    const id = 2001 + index;
    if (index % 2 === 0) {
      const hostId = videoHostId(base);
      return [
        {
          id,
          type: 'DataObject' as const,
          title,
          assetTitle: title,
          description,
          documentType: 'Video',
          image: thumbnail,
          thumbnail,
          link: `https://www.youtube-nocookie.com/embed/${hostId}`,
          video: youtubeEmbed(hostId, title),
          asset: '',
        },
      ];
    }
    const file = `/media/videos/${base}.mp4`;
    return [
      {
        id,
        type: 'Asset' as const,
        title,
        assetTitle: `${base}.mp4`,
        description,
        documentType: 'Video',
        image: thumbnail,
        thumbnail,
        link: file,
        video: file,
        asset: file,
      },
    ];
  });
}
