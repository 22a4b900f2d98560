import type { NamePool } from './places';

/** Common given names and surnames per name pool, romanized so usernames stay ASCII. */
type Names = { female: readonly string[]; male: readonly string[]; last: readonly string[] };

const names = (female: string, male: string, last: string): Names => ({
  female: female.split(' '),
  male: male.split(' '),
  last: last.split(' '),
});

export const NAMES: Readonly<Record<NamePool, Names>> = {
  en: names(
    'Emma Olivia Ava Chloe Grace Lily Madison Harper',
    'Liam Noah James Ethan Mason Jack Logan Ryan',
    'Smith Johnson Brown Taylor Miller Wilson Davis Clark Walker Hughes',
  ),
  de: names(
    'Anna Lena Sophie Marie Laura Lea Hannah Julia',
    'Lukas Leon Felix Jonas Paul Maximilian Elias Tobias',
    'Müller Gruber Huber Wagner Becker Schmid Weber Hofmann Bauer Fischer',
  ),
  fr: names(
    'Camille Léa Chloé Manon Inès Jade Louise Clara',
    'Lucas Hugo Louis Jules Gabriel Arthur Théo Nathan',
    'Martin Bernard Dubois Moreau Laurent Lefèvre Roux Fournier Girard',
  ),
  es: names(
    'Lucía Sofía Valentina Camila María Paula Martina Daniela',
    'Mateo Santiago Diego Alejandro Pablo Javier Sebastián Hugo',
    'García Rodríguez Martínez López Sánchez Pérez Gómez Fernández Torres',
  ),
  it: names(
    'Giulia Sofia Aurora Martina Chiara Francesca Alessia Elena',
    'Leonardo Francesco Alessandro Lorenzo Matteo Andrea Marco Luca',
    'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Greco',
  ),
  pt: names(
    'Ana Beatriz Mariana Júlia Larissa Camila Gabriela Isabela',
    'João Pedro Gabriel Lucas Rafael Gustavo Felipe Thiago',
    'Silva Santos Oliveira Souza Costa Pereira Almeida Ferreira Lima',
  ),
  ja: names(
    'Yui Sakura Hina Aoi Yuna Mio Rin Haruka',
    'Haruto Ren Sota Yuto Kenji Takumi Riku Daiki',
    'Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi',
  ),
  ko: names(
    'Jiwoo Seoyeon Minji Hayoon Yuna Soyeon Jiyeon Eunji',
    'Minjun Jihoon Seojun Dohyun Jiwon Hyunwoo Taeyang Junho',
    'Kim Lee Park Choi Jung Kang Cho Yoon Jang',
  ),
  in: names(
    'Aanya Priya Ananya Diya Isha Kavya Riya Sneha',
    'Aarav Arjun Rohan Vihaan Aditya Karan Rahul Vikram',
    'Sharma Patel Singh Gupta Kumar Reddy Iyer Mehta Nair',
  ),
  id: names(
    'Putri Siti Dewi Ayu Nadia Rina Intan Sari',
    'Budi Agus Rizky Dimas Fajar Andi Bayu Yoga',
    'Santoso Wijaya Saputra Pratama Hidayat Kusuma Nugroho Setiawan',
  ),
  tr: names(
    'Zeynep Elif Ayşe Defne Ecrin Merve Selin Ebru',
    'Yusuf Emir Mehmet Mustafa Can Burak Emre Kerem',
    'Yılmaz Kaya Demir Şahin Çelik Yıldız Öztürk Aydın Arslan',
  ),
  nl: names(
    'Emma Julia Sanne Lotte Fleur Anouk Noor Iris',
    'Daan Sem Lars Bram Thijs Ruben Jesse Milan',
    'Jansen Bakker Visser Smit Meijer Bos Mulder Vos Dekker',
  ),
  pl: names(
    'Zuzanna Julia Maja Zofia Hanna Natalia Aleksandra Wiktoria',
    'Jakub Kacper Szymon Filip Mateusz Bartek Michał Piotr',
    'Nowak Kowalski Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański',
  ),
  sv: names(
    'Alice Maja Elsa Astrid Ebba Wilma Saga Freja',
    'Oscar William Lucas Elias Hugo Axel Nils Erik',
    'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Lindberg',
  ),
  ar: names(
    'Fatima Aisha Mariam Layla Noor Sara Huda Yasmin',
    'Omar Ahmed Khalid Yousef Hamad Rashid Saeed Faisal',
    'Mansoori Hashimi Haddad Khan Nasser Saleh Hassan Qasim Farouk',
  ),
  tl: names(
    'Maria Angel Nicole Kristine Joy Bea Andrea Patricia',
    'Juan Carlo Mark Paolo Miguel Rafael Jericho Luis',
    'Santos Reyes Cruz Bautista Garcia Mendoza Villanueva Ramos Aquino',
  ),
  ng: names(
    'Chiamaka Ngozi Amaka Funmilayo Adaeze Temi Zainab Kemi',
    'Chinedu Tunde Emeka Segun Obinna Ifeanyi Kelechi Bayo',
    'Okafor Adeyemi Okonkwo Balogun Eze Nwosu Adebayo Olawale',
  ),
};

/** Lower-case ASCII for usernames and email addresses: "Léa Müller" -> "lea", "muller". */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[łŁ]/g, 'l')
    .replace(/ş/g, 's')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
