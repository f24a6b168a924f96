import type { ResumeSpec } from '../lib/types.js';

/** Art director in Lyon, written in French: banner name, left column, French headings and dates ("sept. 2020 – aujourd'hui"),
 *  "Suite Adobe : InDesign, Illustrator…" to canonicalise, overlapping freelance activity. */
export const spec: ResumeSpec = {
  id: 'holdout-007',
  layout: 'two-column',
  country: 'FR',
  profession: 'graphic designer',
  output: {
    kind: 'pdf',
    paper: 'A4',
    template: {
      name: 'sidebar',
      style: {
        font: "'Liberation Sans', sans-serif",
        sizePt: 9.5,
        side: 'left',
        width: '34%',
        sideBg: '#f4efe9',
        sideInk: '#3b3b3b',
        accent: '#d0492b',
        nameIn: 'banner',
        contactIn: 'side',
        contactLabels: { phone: 'Tél.', email: 'Mail', location: 'Adresse' },
        sideSections: ['skills', 'moreSkills', 'languages', 'extras'],
        mainSections: ['summary', 'experience', 'education'],
        jobStyle: 'dates-left',
        eduStyle: 'dates-left',
        skillStyle: 'tags',
        lang: 'fr',
      },
    },
  },
  content: {
    name: 'Éloïse Fontaine-Marchand',
    headline: 'Directrice artistique · Identité visuelle & print',
    email: 'eloise.fontaine@example.fr',
    phones: [{ display: '06 12 34 56 78', e164: '+33612345678' }],
    location: 'Lyon, France',
    links: ['behance.net/eloisefontaine', 'linkedin.com/in/eloise-fontaine-marchand'],
    headings: {
      contact: 'Coordonnées',
      summary: 'Profil',
      experience: 'Expériences professionnelles',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
    },
    summary:
      'Directrice artistique depuis six ans, graphiste depuis douze. Je conçois des identités visuelles, des campagnes et des éditions pour la culture, l’agroalimentaire et les collectivités, de la recherche graphique au suivi de fabrication.',
    experience: [
      {
        title: 'Directrice artistique',
        company: 'Atelier Canopée',
        place: 'Lyon',
        dates: "sept. 2020 – aujourd'hui",
        start: '2020-09',
        end: 'present',
        bullets: [
          'Direction artistique de 40+ projets par an (identités, packaging, signalétique).',
          'Encadrement de 3 graphistes et d’un motion designer.',
          'Refonte de l’identité de la Biennale des jardins de Lyon (2023).',
        ],
      },
      {
        title: 'Graphiste indépendante',
        company: 'Auto-entrepreneur',
        dates: "2018 – aujourd'hui",
        start: '2018',
        end: 'present',
        bullets: [
          'Identités visuelles et éditions pour des associations culturelles et des vignerons du Beaujolais.',
        ],
      },
      {
        title: 'Graphiste senior',
        company: 'Agence Lumen Communication',
        place: 'Villeurbanne',
        dates: 'janv. 2017 – août 2020',
        start: '2017-01',
        end: '2020-08',
        bullets: [
          'Campagnes d’affichage et rapports annuels pour la Métropole et des PME régionales.',
          'Préparation des fichiers pour l’impression offset et le suivi BAT.',
        ],
      },
      {
        title: 'Graphiste junior',
        company: 'Imprimerie Vallon & Fils',
        place: 'Saint-Étienne',
        dates: 'sept. 2014 – déc. 2016',
        start: '2014-09',
        end: '2016-12',
        bullets: ['Mise en page de catalogues, flyers et affiches ; contrôle des fichiers avant impression.'],
      },
    ],
    education: [
      {
        institution: 'École de design Rhône-Alpes',
        degree: 'Master Design graphique et communication visuelle',
        dates: '2012 – 2014',
        end: '2014',
      },
      {
        institution: 'Université Lumière Lyon 2',
        degree: 'Licence Arts plastiques',
        dates: '2009 – 2012',
        end: '2012',
      },
    ],
    skills: [
      {
        items: [
          'Identité visuelle',
          'Direction artistique',
          'Typographie',
          'Édition & print',
          'Motion design',
        ],
      },
    ],
    moreSkills: [
      {
        heading: 'Logiciels',
        items: ['Suite Adobe : InDesign, Illustrator, Photoshop', 'After Effects', 'Figma'],
      },
    ],
    languages: ['Français (langue maternelle)', 'Anglais (courant – C1)', 'Italien (notions)'],
    extras: [
      { heading: "Centres d'intérêt", items: ['Sérigraphie', 'Randonnée', 'Typographie vernaculaire'] },
    ],
  },
  labels: {
    skills: [
      'Identité visuelle',
      'Direction artistique',
      'Typographie',
      'Édition & print',
      'Motion design',
      'Adobe InDesign',
      'Adobe Illustrator',
      'Adobe Photoshop',
      'Adobe After Effects',
      'Figma',
    ],
    languages: ['French', 'English', 'Italian'],
    certifications: [],
  },
};
