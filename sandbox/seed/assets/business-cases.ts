import type { Locale, Localized } from '../../locales';
import type { AssetItem } from '../../types';

interface BusinessCase {
  slug: string;
  title: Localized;
  description: Localized;
}

const CASES: readonly BusinessCase[] = [
  {
    slug: 'tank-inspection-without-scaffolding',
    title: {
      en: 'Storage tank inspection without scaffolding',
      de: 'Tankinspektion ohne Gerüst',
      fr: 'Inspection de réservoirs sans échafaudage',
      it: 'Ispezione di serbatoi senza ponteggi',
      zh: '无需脚手架的储罐检测',
      es: 'Inspección de tanques sin andamios',
      pt: 'Inspeção de tanques sem andaimes',
    },
    description: {
      en: 'A refinery in Rotterdam inspected twelve crude oil tanks with the Drone 200 Pro and the X5 Magnetic. No scaffolding was built, and every tank was back in service four days earlier.',
      de: 'Eine Raffinerie in Rotterdam hat zwölf Rohöltanks mit der Drone 200 Pro und dem X5 Magnetic inspiziert. Es wurde kein Gerüst gebaut, und jeder Tank war vier Tage früher wieder in Betrieb.',
      fr: "Une raffinerie de Rotterdam a inspecté douze réservoirs de pétrole brut avec le Drone 200 Pro et le X5 Magnetic. Aucun échafaudage n'a été monté et chaque réservoir a été remis en service quatre jours plus tôt.",
      it: 'Una raffineria di Rotterdam ha ispezionato dodici serbatoi di greggio con il Drone 200 Pro e l’X5 Magnetic. Non sono stati montati ponteggi e ogni serbatoio è tornato in servizio quattro giorni prima.',
      zh: '鹿特丹一家炼油厂使用 Drone 200 Pro 和 X5 Magnetic 检测了十二个原油储罐。全程无需搭建脚手架，每个储罐都提前四天恢复运行。',
      es: 'Una refinería de Róterdam inspeccionó doce tanques de crudo con el Drone 200 Pro y el X5 Magnetic. No se montó ningún andamio y cada tanque volvió a estar en servicio cuatro días antes.',
      pt: 'Uma refinaria em Roterdão inspecionou doze tanques de crude com o Drone 200 Pro e o X5 Magnetic. Não foi montado nenhum andaime e cada tanque voltou ao serviço quatro dias mais cedo.',
    },
  },
  {
    slug: 'wind-turbine-checks',
    title: {
      en: 'Wind turbine tower and blade checks',
      de: 'Prüfung von Turm und Rotorblättern an Windenergieanlagen',
      fr: 'Contrôle des mâts et des pales d’éoliennes',
      it: 'Controllo di torri e pale eoliche',
      zh: '风电机组塔筒与叶片检查',
      es: 'Revisión de torres y palas de aerogeneradores',
      pt: 'Verificação de torres e pás de turbinas eólicas',
    },
    description: {
      en: 'An operator of 80 onshore turbines replaced rope access with drone flights and cut the inspection time per turbine from one day to two hours.',
      de: 'Ein Betreiber von 80 Onshore-Anlagen hat Industriekletterer durch Drohnenflüge ersetzt und die Prüfzeit pro Anlage von einem Tag auf zwei Stunden verkürzt.',
      fr: "Un exploitant de 80 éoliennes terrestres a remplacé les cordistes par des vols de drone et réduit le temps d'inspection par éolienne d'une journée à deux heures.",
      it: 'Un gestore di 80 turbine onshore ha sostituito i tecnici su fune con voli di droni e ridotto il tempo di ispezione per turbina da un giorno a due ore.',
      zh: '一家拥有 80 台陆上风机的运营商以无人机飞行取代绳索作业，将每台风机的检测时间从一天缩短到两小时。',
      es: 'Un operador de 80 aerogeneradores terrestres sustituyó los trabajos verticales por vuelos de dron y redujo el tiempo de inspección por turbina de un día a dos horas.',
      pt: 'Um operador de 80 turbinas em terra substituiu o acesso por cordas por voos de drone e reduziu o tempo de inspeção por turbina de um dia para duas horas.',
    },
  },
  {
    slug: 'ship-hull-survey',
    title: {
      en: 'Ship hull thickness survey in dry dock',
      de: 'Dickenmessung am Schiffsrumpf im Trockendock',
      fr: "Mesure d'épaisseur de coque en cale sèche",
      it: 'Misura dello spessore dello scafo in bacino di carenaggio',
      zh: '干船坞船体测厚检验',
      es: 'Medición de espesores del casco en dique seco',
      pt: 'Medição de espessura do casco em doca seca',
    },
    description: {
      en: 'A shipyard combined the X10 crawler with TG-50 Dual readings to survey a bulk carrier hull in 36 hours and shared the results with the class society in InspectCloud.',
      de: 'Eine Werft hat den Crawler X10 mit Messungen des TG-50 Dual kombiniert, den Rumpf eines Massengutfrachters in 36 Stunden vermessen und die Ergebnisse in InspectCloud mit der Klassifikationsgesellschaft geteilt.',
      fr: 'Un chantier naval a associé le robot X10 aux mesures du TG-50 Dual pour inspecter la coque d’un vraquier en 36 heures, puis a partagé les résultats avec la société de classification dans InspectCloud.',
      it: 'Un cantiere navale ha combinato il crawler X10 con le misure del TG-50 Dual per ispezionare lo scafo di una nave portarinfuse in 36 ore e ha condiviso i risultati con il registro di classifica in InspectCloud.',
      zh: '一家船厂将 X10 爬行机器人与 TG-50 Dual 测量相结合，在 36 小时内完成一艘散货船船体检验，并通过 InspectCloud 与船级社共享结果。',
      es: 'Un astillero combinó el robot X10 con mediciones del TG-50 Dual para inspeccionar el casco de un granelero en 36 horas y compartió los resultados con la sociedad de clasificación en InspectCloud.',
      pt: 'Um estaleiro combinou o robô X10 com medições do TG-50 Dual para inspecionar o casco de um graneleiro em 36 horas e partilhou os resultados com a sociedade classificadora no InspectCloud.',
    },
  },
  {
    slug: 'sewer-network-assessment',
    title: {
      en: 'Municipal sewer network assessment',
      de: 'Zustandserfassung eines kommunalen Kanalnetzes',
      fr: "Diagnostic d'un réseau d'assainissement municipal",
      it: 'Valutazione di una rete fognaria comunale',
      zh: '市政下水道管网评估',
      es: 'Evaluación de una red de alcantarillado municipal',
      pt: 'Avaliação de uma rede de esgotos municipal',
    },
    description: {
      en: 'A water utility assessed 40 kilometres of sewer pipes with the Pipe Rover and produced condition reports with Report Studio 2 within a single season.',
      de: 'Ein Wasserversorger hat 40 Kilometer Kanalrohre mit dem Pipe Rover erfasst und die Zustandsberichte mit Report Studio 2 innerhalb einer Saison erstellt.',
      fr: "Un service des eaux a inspecté 40 kilomètres de canalisations avec le Pipe Rover et produit les rapports d'état avec Report Studio 2 en une seule saison.",
      it: 'Un gestore idrico ha ispezionato 40 chilometri di condotte fognarie con il Pipe Rover e ha prodotto i rapporti sullo stato con Report Studio 2 in una sola stagione.',
      zh: '一家水务公司使用 Pipe Rover 评估了 40 公里下水管道，并在一个季度内用 Report Studio 2 完成了状况报告。',
      es: 'Una empresa de aguas evaluó 40 kilómetros de tuberías de alcantarillado con el Pipe Rover y elaboró los informes de estado con Report Studio 2 en una sola temporada.',
      pt: 'Uma empresa de águas avaliou 40 quilómetros de tubagens de esgoto com o Pipe Rover e produziu os relatórios de estado com o Report Studio 2 numa só estação.',
    },
  },
  {
    slug: 'boiler-inspection-outage',
    title: {
      en: 'Power plant boiler inspection during an outage',
      de: 'Kesselinspektion im Kraftwerk während des Stillstands',
      fr: 'Inspection de chaudière de centrale pendant un arrêt',
      it: 'Ispezione della caldaia di una centrale durante la fermata',
      zh: '电厂停机期间的锅炉检测',
      es: 'Inspección de caldera de central durante una parada',
      pt: 'Inspeção de caldeira de central durante uma paragem',
    },
    description: {
      en: 'During a planned outage, a power station inspected the inside of its boiler with the Drone 200 Pro in one shift instead of three days of scaffolding work.',
      de: 'Während eines geplanten Stillstands hat ein Kraftwerk das Kesselinnere mit der Drone 200 Pro in einer Schicht inspiziert, statt drei Tage lang Gerüste zu bauen.',
      fr: "Lors d'un arrêt programmé, une centrale a inspecté l'intérieur de sa chaudière avec le Drone 200 Pro en un seul poste, au lieu de trois jours d'échafaudage.",
      it: "Durante una fermata programmata, una centrale ha ispezionato l'interno della caldaia con il Drone 200 Pro in un solo turno, invece di tre giorni di ponteggi.",
      zh: '在计划停机期间，一座电厂使用 Drone 200 Pro 在一个班次内完成了锅炉内部检测，省去了三天的脚手架搭建工作。',
      es: 'Durante una parada programada, una central inspeccionó el interior de su caldera con el Drone 200 Pro en un solo turno, en lugar de tres días de andamios.',
      pt: 'Durante uma paragem planeada, uma central inspecionou o interior da caldeira com o Drone 200 Pro num só turno, em vez de três dias de andaimes.',
    },
  },
  {
    slug: 'bridge-weld-inspection',
    title: {
      en: 'Bridge bearing and weld inspection',
      de: 'Prüfung von Brückenlagern und Schweißnähten',
      fr: "Inspection des appareils d'appui et des soudures d'un pont",
      it: 'Ispezione di appoggi e saldature di un ponte',
      zh: '桥梁支座与焊缝检测',
      es: 'Inspección de apoyos y soldaduras de un puente',
      pt: 'Inspeção de apoios e soldaduras de uma ponte',
    },
    description: {
      en: 'A road authority used the UT-450 and the Drone 450 Cage to check the welds and bearings of a steel bridge without closing any traffic lanes.',
      de: 'Eine Straßenbaubehörde hat mit dem UT-450 und der Drone 450 Cage die Schweißnähte und Lager einer Stahlbrücke geprüft, ohne eine Fahrspur zu sperren.',
      fr: "Un gestionnaire routier a contrôlé les soudures et les appuis d'un pont en acier avec l'UT-450 et le Drone 450 Cage, sans fermer aucune voie de circulation.",
      it: "Un ente stradale ha controllato saldature e appoggi di un ponte in acciaio con l'UT-450 e il Drone 450 Cage, senza chiudere alcuna corsia.",
      zh: '一家道路管理机构使用 UT-450 和 Drone 450 Cage 检查了一座钢桥的焊缝和支座，全程无需封闭任何车道。',
      es: 'Una administración de carreteras revisó las soldaduras y los apoyos de un puente de acero con el UT-450 y el Drone 450 Cage sin cerrar ningún carril.',
      pt: 'Uma entidade rodoviária verificou as soldaduras e os apoios de uma ponte de aço com o UT-450 e o Drone 450 Cage, sem fechar nenhuma faixa de rodagem.',
    },
  },
];

/** Business cases: the provider's `wiki-article` list. */
export function businessCaseAssets(locale: Locale): AssetItem[] {
  return CASES.map((item, index) => {
    const image = `/media/business-cases/${item.slug}.svg`;
    const link = `/media/business-cases/${item.slug}.pdf`;
    return {
      id: 2201 + index,
      type: 'DataObject' as const,
      title: item.title[locale],
      assetTitle: `${item.slug}.pdf`,
      description: item.description[locale],
      documentType: 'Business case',
      image,
      thumbnail: image,
      link,
      video: '',
      asset: link,
    };
  });
}
