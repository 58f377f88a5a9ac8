/** First and last names of the demo network, by where people work. */
export const PEOPLE = {
  swiss: {
    first: ['Luca', 'Sophie', 'Matthias', 'Camille', 'Nicolas', 'Elena', 'Marc', 'Chiara', 'Julien', 'Anouk'],
    last: ['Favre', 'Keller', 'Rochat', 'Bianchi', 'Meier', 'Dubois', 'Rossier', 'Brunner', 'Girard', 'Steiner'],
  },
  singapore: {
    first: ['Wei Ming', 'Priya', 'Jun Hao', 'Siti', 'Daniel', 'Mei Ling', 'Arjun', 'Hui Min', 'Farid', 'Rachel'],
    last: ['Tan', 'Lim', 'Ng', 'Wong', 'Rahman', 'Nair', 'Goh', 'Chua', 'Teo', 'Pillai'],
  },
  american: {
    first: ['Jake', 'Ashley', 'Carlos', 'Megan', 'Tyler', 'Brittany', 'Marcus', 'Lauren', 'Kyle', 'Dana'],
    last: ['Miller', 'Hernandez', 'Johnson', 'Walker', 'Nguyen', 'Brooks', 'Garza', 'Patterson', 'Reed', 'Coleman'],
  },
  dutch: {
    first: ['Daan', 'Sanne', 'Joost', 'Femke', 'Pieter', 'Lotte', 'Bram', 'Eva', 'Thijs', 'Marloes'],
    last: ['de Vries', 'van Dijk', 'Bakker', 'Jansen', 'Visser', 'Smit', 'de Boer', 'Mulder', 'van den Berg', 'Hendriks'],
  },
  chinese: {
    first: ['Li', 'Xiaoyu', 'Hao', 'Jing', 'Wei', 'Yan', 'Zhiqiang', 'Fang', 'Jun', 'Lei'],
    last: ['Wang', 'Zhang', 'Chen', 'Liu', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun'],
  },
  gulf: {
    first: ['Omar', 'Fatima', 'Rashid', 'Aisha', 'Khalid', 'Rohan', 'Layla', 'Yusuf', 'Nadia', 'Vikram'],
    last: ['Al Mansoori', 'Al Hashimi', 'Haddad', 'Khoury', 'Al Suwaidi', 'Mehta', 'Nasser', 'Saleh', 'Kapoor', 'Al Qasimi'],
  },
  brazilian: {
    first: ['João', 'Mariana', 'Rafael', 'Beatriz', 'Thiago', 'Camila', 'Gustavo', 'Larissa', 'Felipe', 'Renata'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho', 'Gomes'],
  },
  southAfrican: {
    first: ['Thabo', 'Naledi', 'Pieter', 'Zanele', 'Sipho', 'Annelie', 'Kagiso', 'Lerato', 'Johan', 'Ayanda'],
    last: ['Nkosi', 'van der Merwe', 'Dlamini', 'Botha', 'Mokoena', 'Pretorius', 'Khumalo', 'Naidoo', 'Steyn', 'Mahlangu'],
  },
  australian: {
    first: ['Liam', 'Chloe', 'Mitchell', 'Georgia', 'Harrison', 'Jess', 'Callum', 'Tahlia', 'Brodie', 'Sarah'],
    last: ['Thompson', 'Kelly', "O'Brien", 'Mitchell', 'Campbell', 'Stewart', 'Murray', 'Fraser', 'Hughes', 'Bennett'],
  },
  indian: {
    first: ['Rahul', 'Ananya', 'Sanjay', 'Kavya', 'Amit', 'Deepika', 'Nikhil', 'Pooja', 'Suresh', 'Meera'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Desai', 'Menon', 'Agarwal', 'Joshi', 'Kulkarni'],
  },
  british: {
    first: ['Oliver', 'Charlotte', 'James', 'Amelia', 'Harry', 'Emily', 'George', 'Hannah', 'William', 'Imogen'],
    last: ['Smith', 'Clarke', 'Wright', 'Harrison', 'Ashworth', 'Pemberton', 'Taylor', 'Hughes', 'Fletcher', 'Whitmore'],
  },
  german: {
    first: ['Jonas', 'Lena', 'Felix', 'Katharina', 'Tobias', 'Anna', 'Maximilian', 'Julia', 'Stefan', 'Miriam'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Krüger', 'Richter'],
  },
  nigerian: {
    first: ['Chinedu', 'Ngozi', 'Olumide', 'Funmilayo', 'Emeka', 'Adaeze', 'Tunde', 'Amaka', 'Ibrahim', 'Yetunde'],
    last: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Okonkwo', 'Bello', 'Nwosu', 'Adebayo', 'Obi', 'Danjuma'],
  },
  chilean: {
    first: ['Matías', 'Valentina', 'Sebastián', 'Catalina', 'Diego', 'Francisca', 'Cristóbal', 'Javiera', 'Ignacio', 'Constanza'],
    last: ['González', 'Muñoz', 'Rojas', 'Díaz', 'Soto', 'Contreras', 'Araya', 'Fuentes', 'Vargas', 'Morales'],
  },
  canadian: {
    first: ['Ethan', 'Olivia', 'Noah', 'Maya', 'Gabriel', 'Chloé', 'Ryan', 'Avery', 'Mathieu', 'Hannah'],
    last: ['Tremblay', 'MacDonald', 'Gagnon', 'Campbell', 'Roy', 'Anderson', 'Chen', 'Singh', 'Côté', 'Wilson'],
  },
  japanese: {
    first: ['Haruto', 'Yui', 'Kenji', 'Aoi', 'Takeshi', 'Sakura', 'Daiki', 'Mei', 'Shota', 'Naoko'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
  },
  turkish: {
    first: ['Emre', 'Zeynep', 'Mehmet', 'Elif', 'Burak', 'Ayşe', 'Can', 'Selin', 'Kerem', 'Deniz'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Koç'],
  },
  indonesian: {
    first: ['Budi', 'Dewi', 'Agus', 'Putri', 'Rizky', 'Ayu', 'Hendra', 'Sari', 'Fajar', 'Indah'],
    last: ['Santoso', 'Wijaya', 'Hidayat', 'Kusuma', 'Pratama', 'Setiawan', 'Halim', 'Gunawan', 'Susanto', 'Lestari'],
  },
  ghanaian: {
    first: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Efua', 'Kwabena', 'Abena', 'Kojo', 'Adwoa'],
    last: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Darko', 'Ofori', 'Amoah'],
  },
  ukrainian: {
    first: ['Olena', 'Andriy', 'Iryna', 'Dmytro', 'Oksana', 'Serhiy', 'Natalia', 'Taras', 'Yulia', 'Bohdan'],
    last: ['Shevchenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Oliynyk', 'Lysenko', 'Moroz', 'Savchenko', 'Rudenko'],
  },
  french: {
    first: ['Martin', 'Claire', 'Antoine', 'Camille', 'Hugo', 'Manon', 'Pierre', 'Élodie', 'Louis', 'Juliette'],
    last: ['Lefebvre', 'Moreau', 'Laurent', 'Leroy', 'Fournier', 'Girard', 'Mercier', 'Lemaire', 'Caron', 'Dupuis'],
  },
  egyptian: {
    first: ['Karim', 'Nour', 'Ahmed', 'Yasmin', 'Tarek', 'Dina', 'Mostafa', 'Heba', 'Sherif', 'Mona'],
    last: ['Mansour', 'El Sayed', 'Fahmy', 'Hassan', 'Abdel Aziz', 'Farouk', 'Gamal', 'Shafik', 'Naguib', 'Soliman'],
  },
  estonian: {
    first: ['Lars', 'Kadri', 'Margus', 'Liis', 'Andres', 'Triin', 'Rasmus', 'Kristiina', 'Tõnu', 'Merike'],
    last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel'],
  },
} as const;

export type PeoplePool = keyof typeof PEOPLE;
