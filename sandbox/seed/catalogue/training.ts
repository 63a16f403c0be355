import type { SeedPortfolio } from './types';

/** A portfolio without products: the portal's empty state. */
export const training: SeedPortfolio = {
  id: 7,
  slug: 'training-certification',
  name: {
    en: 'Training & Certification',
    de: 'Schulung & Zertifizierung',
    fr: 'Formation et certification',
    it: 'Formazione e certificazione',
    zh: '培训与认证',
    es: 'Formación y certificación',
    pt: 'Formação e certificação',
  },
  description: {
    en: 'Operator courses and certifications. The course catalogue is being prepared.',
    de: 'Bedienerkurse und Zertifizierungen. Der Kurskatalog wird gerade vorbereitet.',
    fr: 'Formations et certifications des opérateurs. Le catalogue des cours est en préparation.',
    it: 'Corsi e certificazioni per operatori. Il catalogo dei corsi è in preparazione.',
    zh: '操作员课程与认证。课程目录正在筹备中。',
    es: 'Cursos y certificaciones para operadores. El catálogo de cursos está en preparación.',
    pt: 'Cursos e certificações para operadores. O catálogo de cursos está em preparação.',
  },
  details: {
    en: '',
    de: '',
    fr: '',
    it: '',
    zh: '',
    es: '',
    pt: '',
  },
  products: [],
};
