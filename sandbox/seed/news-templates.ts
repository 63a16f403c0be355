import type { Localized } from '../locales';

export interface NewsTemplate {
  newsType: string;
  title: Localized;
  /** HTML with two paragraphs; placeholders `{product}`, `{city}`, `{version}`, `{period}`. */
  description: Localized;
}

export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    newsType: 'Product update',
    title: {
      en: '{product}: firmware {version} available',
      de: '{product}: Firmware {version} verfügbar',
      fr: '{product} : firmware {version} disponible',
      it: '{product}: firmware {version} disponibile',
      zh: '{product}：固件 {version} 现已发布',
      es: '{product}: firmware {version} disponible',
      pt: '{product}: firmware {version} disponível',
    },
    description: {
      en: '<p>Firmware {version} for {product} is now available in Fleet Manager.</p><p>It improves stability and adds new inspection presets. Please update your demo units before the next customer visit.</p>',
      de: '<p>Die Firmware {version} für {product} ist ab sofort im Fleet Manager verfügbar.</p><p>Sie verbessert die Stabilität und bringt neue Prüfvorlagen. Bitte aktualisieren Sie Ihre Vorführgeräte vor dem nächsten Kundentermin.</p>',
      fr: '<p>Le firmware {version} pour {product} est disponible dès maintenant dans Fleet Manager.</p><p>Il améliore la stabilité et ajoute de nouveaux préréglages d’inspection. Mettez à jour vos appareils de démonstration avant votre prochaine visite client.</p>',
      it: '<p>Il firmware {version} per {product} è ora disponibile in Fleet Manager.</p><p>Migliora la stabilità e aggiunge nuove impostazioni di ispezione. Aggiornate le unità demo prima della prossima visita a un cliente.</p>',
      zh: '<p>{product} 的固件 {version} 现已在 Fleet Manager 中提供。</p><p>新版本提升了稳定性并新增了检测预设。请在下次拜访客户前更新您的演示设备。</p>',
      es: '<p>El firmware {version} para {product} ya está disponible en Fleet Manager.</p><p>Mejora la estabilidad y añade nuevos ajustes de inspección. Actualice sus equipos de demostración antes de la próxima visita a un cliente.</p>',
      pt: '<p>O firmware {version} para {product} já está disponível no Fleet Manager.</p><p>Melhora a estabilidade e acrescenta novas predefinições de inspeção. Atualize os seus equipamentos de demonstração antes da próxima visita a um cliente.</p>',
    },
  },
  {
    newsType: 'Event',
    title: {
      en: 'Meet us at the inspection trade fair in {city}',
      de: 'Besuchen Sie uns auf der Inspektionsmesse in {city}',
      fr: 'Retrouvez-nous au salon de l’inspection à {city}',
      it: 'Incontriamoci alla fiera dell’ispezione a {city}',
      zh: '欢迎莅临{city}检测技术展会',
      es: 'Visítenos en la feria de inspección de {city}',
      pt: 'Visite-nos na feira de inspeção em {city}',
    },
    description: {
      en: '<p>Our team will show the latest drones and crawlers at the inspection trade fair in {city}.</p><p>Partners can book meeting slots for their customers through their account manager.</p>',
      de: '<p>Unser Team zeigt die neuesten Drohnen und Crawler auf der Inspektionsmesse in {city}.</p><p>Partner können über ihren Account Manager Gesprächstermine für ihre Kunden buchen.</p>',
      fr: '<p>Notre équipe présentera les derniers drones et robots au salon de l’inspection à {city}.</p><p>Les partenaires peuvent réserver des créneaux de rendez-vous pour leurs clients auprès de leur responsable de compte.</p>',
      it: '<p>Il nostro team presenterà gli ultimi droni e crawler alla fiera dell’ispezione a {city}.</p><p>I partner possono prenotare appuntamenti per i loro clienti tramite il proprio account manager.</p>',
      zh: '<p>我们的团队将在{city}检测技术展会上展示最新的无人机和爬行机器人。</p><p>合作伙伴可通过客户经理为其客户预约洽谈时间。</p>',
      es: '<p>Nuestro equipo mostrará los últimos drones y robots en la feria de inspección de {city}.</p><p>Los socios pueden reservar citas para sus clientes a través de su gestor de cuenta.</p>',
      pt: '<p>A nossa equipa vai mostrar os drones e robôs mais recentes na feira de inspeção em {city}.</p><p>Os parceiros podem marcar reuniões para os seus clientes através do seu gestor de conta.</p>',
    },
  },
  {
    newsType: 'Business case',
    title: {
      en: 'New business case with {product}',
      de: 'Neues Anwendungsbeispiel mit {product}',
      fr: 'Nouveau cas client avec {product}',
      it: 'Nuovo caso di successo con {product}',
      zh: '{product} 新增客户案例',
      es: 'Nuevo caso de éxito con {product}',
      pt: 'Novo caso de sucesso com {product}',
    },
    description: {
      en: '<p>A new business case shows how a customer reduced inspection downtime with {product}.</p><p>You will find it under Media Assets, Business Cases. Share it with your prospects.</p>',
      de: '<p>Ein neues Anwendungsbeispiel zeigt, wie ein Kunde mit {product} die Stillstandszeiten für Inspektionen verkürzt hat.</p><p>Sie finden es unter Medien, Anwendungsbeispiele. Teilen Sie es mit Ihren Interessenten.</p>',
      fr: '<p>Un nouveau cas client montre comment un client a réduit ses temps d’arrêt pour inspection grâce à {product}.</p><p>Vous le trouverez dans Médias, Cas clients. Partagez-le avec vos prospects.</p>',
      it: '<p>Un nuovo caso di successo mostra come un cliente ha ridotto i fermi per ispezione con {product}.</p><p>Lo trovate in Materiali, Casi di successo. Condividetelo con i vostri potenziali clienti.</p>',
      zh: '<p>新的客户案例展示了一位客户如何借助 {product} 缩短检测停机时间。</p><p>您可以在“媒体资料 - 客户案例”中找到它，并分享给潜在客户。</p>',
      es: '<p>Un nuevo caso de éxito muestra cómo un cliente redujo las paradas por inspección con {product}.</p><p>Lo encontrará en Recursos, Casos de éxito. Compártalo con sus clientes potenciales.</p>',
      pt: '<p>Um novo caso de sucesso mostra como um cliente reduziu as paragens para inspeção com {product}.</p><p>Encontra-o em Recursos, Casos de sucesso. Partilhe-o com os seus potenciais clientes.</p>',
    },
  },
  {
    newsType: 'Training',
    title: {
      en: 'Partner Academy: new course on {product}',
      de: 'Partner Academy: neuer Kurs zu {product}',
      fr: 'Partner Academy : nouveau cours sur {product}',
      it: 'Partner Academy: nuovo corso su {product}',
      zh: 'Partner Academy：{product} 新课程上线',
      es: 'Partner Academy: nuevo curso sobre {product}',
      pt: 'Partner Academy: novo curso sobre {product}',
    },
    description: {
      en: '<p>The Partner Academy now offers an online certification course on {product}.</p><p>Certified partners get access to demo units and priority support.</p>',
      de: '<p>Die Partner Academy bietet jetzt einen Online-Zertifizierungskurs zu {product} an.</p><p>Zertifizierte Partner erhalten Zugang zu Vorführgeräten und bevorzugtem Support.</p>',
      fr: '<p>La Partner Academy propose désormais un cours de certification en ligne sur {product}.</p><p>Les partenaires certifiés ont accès aux appareils de démonstration et à un support prioritaire.</p>',
      it: '<p>La Partner Academy offre ora un corso di certificazione online su {product}.</p><p>I partner certificati hanno accesso alle unità demo e al supporto prioritario.</p>',
      zh: '<p>Partner Academy 现已推出 {product} 在线认证课程。</p><p>通过认证的合作伙伴可使用演示设备并享受优先支持。</p>',
      es: '<p>La Partner Academy ofrece ahora un curso de certificación en línea sobre {product}.</p><p>Los socios certificados acceden a equipos de demostración y a soporte prioritario.</p>',
      pt: '<p>A Partner Academy oferece agora um curso de certificação online sobre {product}.</p><p>Os parceiros certificados têm acesso a equipamentos de demonstração e a suporte prioritário.</p>',
    },
  },
  {
    newsType: 'Announcement',
    title: {
      en: 'Price list update for {period}',
      de: 'Preisliste für {period} aktualisiert',
      fr: 'Mise à jour de la liste de prix pour {period}',
      it: 'Aggiornamento del listino prezzi per {period}',
      zh: '{period} 价目表更新',
      es: 'Actualización de la lista de precios para {period}',
      pt: 'Atualização da tabela de preços para {period}',
    },
    description: {
      en: '<p>The price list for {period} is online. Prices of accessories have changed.</p><p>Open My Price List to see your partner prices.</p>',
      de: '<p>Die Preisliste für {period} ist online. Die Preise für Zubehör haben sich geändert.</p><p>Ihre Partnerpreise finden Sie unter Meine Preisliste.</p>',
      fr: '<p>La liste de prix pour {period} est en ligne. Les prix des accessoires ont changé.</p><p>Ouvrez Ma liste de prix pour voir vos prix partenaires.</p>',
      it: '<p>Il listino prezzi per {period} è online. I prezzi degli accessori sono cambiati.</p><p>Aprite Il mio listino per vedere i vostri prezzi partner.</p>',
      zh: '<p>{period} 价目表已上线，配件价格有所调整。</p><p>请打开“我的价目表”查看您的合作伙伴价格。</p>',
      es: '<p>La lista de precios para {period} ya está disponible. Los precios de los accesorios han cambiado.</p><p>Abra Mi lista de precios para ver sus precios de socio.</p>',
      pt: '<p>A tabela de preços para {period} já está online. Os preços dos acessórios mudaram.</p><p>Abra A minha tabela de preços para ver os seus preços de parceiro.</p>',
    },
  },
  {
    newsType: 'Webinar',
    title: {
      en: 'Webinar: selling {product} in new industries',
      de: 'Webinar: {product} in neuen Branchen verkaufen',
      fr: 'Webinaire : vendre {product} dans de nouveaux secteurs',
      it: 'Webinar: vendere {product} in nuovi settori',
      zh: '网络研讨会：将 {product} 推向新行业',
      es: 'Webinar: vender {product} en nuevos sectores',
      pt: 'Webinar: vender {product} em novos setores',
    },
    description: {
      en: '<p>Join our sales webinar on positioning {product} with customers in energy, infrastructure and shipping.</p><p>The recording will be available under Videos &amp; Tutorials.</p>',
      de: '<p>Nehmen Sie an unserem Vertriebswebinar teil: So positionieren Sie {product} bei Kunden aus Energie, Infrastruktur und Schifffahrt.</p><p>Die Aufzeichnung finden Sie anschließend unter Videos &amp; Tutorials.</p>',
      fr: '<p>Participez à notre webinaire commercial sur le positionnement de {product} auprès des clients de l’énergie, des infrastructures et du transport maritime.</p><p>L’enregistrement sera disponible dans Vidéos et tutoriels.</p>',
      it: '<p>Partecipate al nostro webinar commerciale su come proporre {product} ai clienti di energia, infrastrutture e trasporto marittimo.</p><p>La registrazione sarà disponibile in Video e tutorial.</p>',
      zh: '<p>欢迎参加我们的销售网络研讨会，了解如何向能源、基础设施和航运行业的客户推介 {product}。</p><p>会议录像将发布在“视频与教程”中。</p>',
      es: '<p>Participe en nuestro webinar comercial sobre cómo posicionar {product} ante clientes de energía, infraestructuras y transporte marítimo.</p><p>La grabación estará disponible en Vídeos y tutoriales.</p>',
      pt: '<p>Participe no nosso webinar comercial sobre como posicionar {product} junto de clientes da energia, infraestruturas e transporte marítimo.</p><p>A gravação ficará disponível em Vídeos e tutoriais.</p>',
    },
  },
];

export const NEWS_CITIES: readonly Localized[] = [
  { en: 'Hanover', de: 'Hannover', fr: 'Hanovre', it: 'Hannover', zh: '汉诺威', es: 'Hannover', pt: 'Hanôver' },
  { en: 'Lyon', de: 'Lyon', fr: 'Lyon', it: 'Lione', zh: '里昂', es: 'Lyon', pt: 'Lyon' },
  { en: 'Bologna', de: 'Bologna', fr: 'Bologne', it: 'Bologna', zh: '博洛尼亚', es: 'Bolonia', pt: 'Bolonha' },
  { en: 'Rotterdam', de: 'Rotterdam', fr: 'Rotterdam', it: 'Rotterdam', zh: '鹿特丹', es: 'Róterdam', pt: 'Roterdão' },
  { en: 'Houston', de: 'Houston', fr: 'Houston', it: 'Houston', zh: '休斯敦', es: 'Houston', pt: 'Houston' },
];
