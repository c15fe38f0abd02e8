/** Demo catalogue: realistic Gabonese marketplace items, prices in integer XAF. */
export interface DemoDirect {
  name: string;
  category: string;
  price: number;
  stock: number;
  description: string;
  merchant: 'vendeur' | 'entreprise';
  featured?: boolean;
}

export interface DemoRaffle {
  name: string;
  category: string;
  price: number;
  ticketPrice: number;
  total: number;
  sold: number;
  endInDays: number;
  description: string;
  merchant: 'vendeur' | 'entreprise';
  featured?: boolean;
}

export const DEMO_DIRECT: DemoDirect[] = [
  {
    name: 'Samsung Galaxy A15 128 Go',
    category: 'telephones-tablettes',
    price: 125000,
    stock: 14,
    merchant: 'entreprise',
    featured: true,
    description: 'Écran 6,5 pouces, double SIM, batterie 5000 mAh. Garantie 12 mois, livré avec chargeur.',
  },
  {
    name: 'Tecno Spark 20 Pro',
    category: 'telephones-tablettes',
    price: 98000,
    stock: 20,
    merchant: 'entreprise',
    description: 'Double SIM, 256 Go de stockage, appareil photo 108 MP. Idéal pour le mobile money au quotidien.',
  },
  {
    name: 'Téléviseur LED Hisense 43 pouces',
    category: 'electronique',
    price: 215000,
    stock: 6,
    merchant: 'entreprise',
    description: 'Full HD, trois ports HDMI, tuner TNT intégré. Installation offerte à Libreville.',
  },
  {
    name: 'Enceinte Bluetooth JBL Flip 6',
    category: 'electronique',
    price: 78000,
    stock: 9,
    merchant: 'vendeur',
    description: "Étanche, 12 heures d'autonomie, son puissant pour les fêtes en famille.",
  },
  {
    name: 'Ordinateur portable HP 15 pouces',
    category: 'informatique',
    price: 385000,
    stock: 4,
    merchant: 'entreprise',
    featured: true,
    description: 'Intel Core i5, 8 Go de RAM, SSD 512 Go. Windows 11 installé.',
  },
  {
    name: 'Imprimante Canon Pixma multifonction',
    category: 'informatique',
    price: 62000,
    stock: 7,
    merchant: 'vendeur',
    description: 'Impression, copie et numérisation, Wi-Fi. Cartouches disponibles à Libreville.',
  },
  {
    name: 'Réfrigérateur Samsung 250 L',
    category: 'electromenager',
    price: 320000,
    stock: 3,
    merchant: 'entreprise',
    description:
      'Froid ventilé, classe énergétique A+, résiste aux coupures de courant grâce à sa protection de tension.',
  },
  {
    name: 'Ventilateur sur pied Binatone',
    category: 'electromenager',
    price: 28000,
    stock: 25,
    merchant: 'vendeur',
    description: 'Trois vitesses, oscillation, silencieux : indispensable pendant la saison sèche.',
  },
  {
    name: 'Pagne wax 6 yards',
    category: 'mode-beaute',
    price: 18000,
    stock: 40,
    merchant: 'vendeur',
    description: 'Tissu wax 100 % coton, motifs variés. Parfait pour vos tenues sur mesure.',
  },
  {
    name: 'Coffret parfum homme',
    category: 'mode-beaute',
    price: 45000,
    stock: 12,
    merchant: 'vendeur',
    description: 'Eau de toilette 100 ml et gel douche assorti. Un cadeau apprécié.',
  },
  {
    name: 'Vélo VTT 26 pouces',
    category: 'sport-loisirs',
    price: 135000,
    stock: 5,
    merchant: 'entreprise',
    description: 'Cadre aluminium, 21 vitesses, freins à disque. Idéal pour les pistes autour de Franceville.',
  },
  {
    name: 'Sac de riz parfumé 25 kg',
    category: 'alimentation',
    price: 21000,
    stock: 60,
    merchant: 'vendeur',
    description: 'Riz long grain parfumé. Livraison gratuite à Libreville, Owendo et Akanda.',
  },
];

export const DEMO_RAFFLES: DemoRaffle[] = [
  {
    name: 'iPhone 15 128 Go',
    category: 'telephones-tablettes',
    price: 650000,
    ticketPrice: 2000,
    total: 400,
    sold: 287,
    endInDays: 12,
    merchant: 'entreprise',
    featured: true,
    description:
      'iPhone 15 neuf sous blister, garantie constructeur. Le gagnant le reçoit à Libreville ou par transporteur.',
  },
  {
    name: 'Moto Haojue 125 cm³',
    category: 'vehicules',
    price: 950000,
    ticketPrice: 5000,
    total: 250,
    sold: 247,
    endInDays: 5,
    merchant: 'entreprise',
    featured: true,
    description: 'Moto neuve, carte grise à votre nom, casque offert. Plus que quelques tickets !',
  },
  {
    name: 'Téléviseur Samsung 55 pouces 4K',
    category: 'electronique',
    price: 420000,
    ticketPrice: 1000,
    total: 600,
    sold: 154,
    endInDays: 20,
    merchant: 'entreprise',
    description: 'Smart TV 4K UHD avec Netflix et YouTube. Installation offerte.',
  },
  {
    name: 'PlayStation 5 Slim',
    category: 'electronique',
    price: 380000,
    ticketPrice: 1500,
    total: 350,
    sold: 90,
    endInDays: 25,
    merchant: 'entreprise',
    description: 'Console PS5 Slim avec une manette et deux jeux.',
  },
  {
    name: 'Groupe électrogène 3 kVA',
    category: 'electromenager',
    price: 290000,
    ticketPrice: 1000,
    total: 400,
    sold: 210,
    endInDays: 9,
    merchant: 'entreprise',
    description: "Démarrage électrique, 10 heures d'autonomie. Fini les coupures !",
  },
  {
    name: 'Climatiseur split 12000 BTU',
    category: 'electromenager',
    price: 310000,
    ticketPrice: 1000,
    total: 450,
    sold: 60,
    endInDays: 28,
    merchant: 'entreprise',
    description: 'Inverter, économique, installation comprise à Libreville.',
  },
  {
    name: 'Tablette Samsung Galaxy Tab A9',
    category: 'telephones-tablettes',
    price: 145000,
    ticketPrice: 500,
    total: 500,
    sold: 312,
    endInDays: 7,
    merchant: 'vendeur',
    description: "Écran 11 pouces, 64 Go, parfaite pour l'école et les séries.",
  },
  {
    name: 'Machine à laver LG 8 kg',
    category: 'electromenager',
    price: 275000,
    ticketPrice: 1000,
    total: 500,
    sold: 121,
    endInDays: 18,
    merchant: 'vendeur',
    description: 'Hublot, 14 programmes, moteur Inverter garanti 10 ans.',
  },
  {
    name: 'Ordinateur MacBook Air M2',
    category: 'informatique',
    price: 720000,
    ticketPrice: 2000,
    total: 500,
    sold: 44,
    endInDays: 30,
    merchant: 'vendeur',
    description: 'MacBook Air 13 pouces, puce M2, 256 Go. Neuf, facture fournie.',
  },
  {
    name: 'Kit panneau solaire 300 W',
    category: 'electromenager',
    price: 240000,
    ticketPrice: 500,
    total: 500,
    sold: 398,
    endInDays: 6,
    merchant: 'vendeur',
    description: "Panneau, batterie, régulateur et onduleur : l'électricité même au village.",
  },
  {
    name: 'Montre connectée Huawei Watch',
    category: 'mode-beaute',
    price: 95000,
    ticketPrice: 500,
    total: 500,
    sold: 175,
    endInDays: 14,
    merchant: 'vendeur',
    description: 'Suivi du sommeil, du sport et des appels. Autonomie de deux semaines.',
  },
  {
    name: 'Lot de courses du mois',
    category: 'alimentation',
    price: 120000,
    ticketPrice: 500,
    total: 500,
    sold: 233,
    endInDays: 10,
    merchant: 'vendeur',
    description: "Riz, huile, sucre, lait, conserves et produits d'entretien pour un mois.",
  },
];

/** Finished draws so that results, history and verification show real data. */
export const DEMO_FINISHED: {
  name: string;
  category: string;
  price: number;
  ticketPrice: number;
  total: number;
  daysAgo: number;
  merchant: 'vendeur' | 'entreprise';
}[] = [
  {
    name: 'Samsung Galaxy S23',
    category: 'telephones-tablettes',
    price: 480000,
    ticketPrice: 2000,
    total: 40,
    daysAgo: 3,
    merchant: 'entreprise',
  },
  {
    name: 'Téléviseur TCL 50 pouces',
    category: 'electronique',
    price: 260000,
    ticketPrice: 1000,
    total: 30,
    daysAgo: 9,
    merchant: 'entreprise',
  },
  {
    name: 'Congélateur coffre 200 L',
    category: 'electromenager',
    price: 230000,
    ticketPrice: 1000,
    total: 36,
    daysAgo: 16,
    merchant: 'vendeur',
  },
  {
    name: 'Scooter électrique',
    category: 'vehicules',
    price: 520000,
    ticketPrice: 2500,
    total: 24,
    daysAgo: 27,
    merchant: 'entreprise',
  },
  {
    name: 'Ordinateur Lenovo IdeaPad',
    category: 'informatique',
    price: 340000,
    ticketPrice: 1500,
    total: 32,
    daysAgo: 41,
    merchant: 'vendeur',
  },
  {
    name: 'Machine à coudre Singer',
    category: 'mode-beaute',
    price: 110000,
    ticketPrice: 500,
    total: 28,
    daysAgo: 75,
    merchant: 'vendeur',
  },
];

/**
 * What the winners of some finished draws said (by product name). Whichever demo customer the draw
 * picked signs it, so the wording does not assume who that is.
 */
export const DEMO_TESTIMONIALS: { product: string; rating: number; message: string; daysAfter: number }[] = [
  {
    product: 'Samsung Galaxy S23',
    rating: 5,
    daysAfter: 1,
    message:
      "Je n'y croyais pas en prenant mes tickets avec Airtel Money, et pourtant le téléphone m'a été remis à Libreville deux jours après le tirage. Merci Mbolo !",
  },
  {
    product: 'Téléviseur TCL 50 pouces',
    rating: 5,
    daysAfter: 2,
    message:
      "Toute la famille regarde les matchs sur le nouveau téléviseur. J'ai vérifié le tirage avec le code : tout est transparent.",
  },
  {
    product: 'Congélateur coffre 200 L',
    rating: 4,
    daysAfter: 3,
    message:
      'Livraison un peu longue jusqu’à Owendo, mais le congélateur est arrivé en parfait état. Une belle surprise pour 1 000 FCFA le ticket.',
  },
  {
    product: 'Ordinateur Lenovo IdeaPad',
    rating: 5,
    daysAfter: 2,
    message:
      "Gagner un ordinateur pour mes études avec quelques tickets, c'est incroyable. Le service client m'a appelé le jour même.",
  },
];
