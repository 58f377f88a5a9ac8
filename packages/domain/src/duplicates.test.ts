import { describe, expect, it } from 'vitest';
import {
  type DuplicateCandidate,
  DuplicateIndex,
  duplicateCheckSchema,
  duplicateReason,
  findDuplicateGroups,
  type MergeFields,
  mergeContactFields,
  mergeRequestSchema,
  namesClose,
  normaliseCompany,
  normaliseEmail,
  normaliseName,
  strongerReason,
} from './duplicates.ts';

const c = (
  full_name: string,
  company: string | null = null,
  client_email: string | null = null,
  id?: string,
): DuplicateCandidate & { id: string } => ({
  id: id ?? `${full_name}|${company ?? ''}|${client_email ?? ''}`,
  full_name,
  company,
  client_email,
});

describe('normalising', () => {
  it.each([
    ['Dr. José  Pérez-Luna', 'jose perez luna'],
    ['MR JOHN SMITH', 'john smith'],
    ['Mrs. Zoë Ørsted', 'zoe orsted'],
    ['Łukasz Wiśniewski', 'lukasz wisniewski'],
    ['Jürgen Strauß', 'jurgen strauss'],
    ['  Nguyễn Văn An ', 'nguyen van an'],
    ['Smith, John', 'smith john'],
    ['Dr.', 'dr'],
    ['', ''],
  ])('name %j -> %j', (raw, want) => expect(normaliseName(raw)).toBe(want));

  it('removes honorifics only in front of a name', () => {
    expect(normaliseName('Prof. Dr. Anke Weber')).toBe('anke weber');
    expect(normaliseName('Miss')).toBe('miss');
    expect(normaliseName('Dominic Sir')).toBe('dominic sir');
    expect(normaliseName(null)).toBe('');
  });

  it.each([
    ['Glencore International AG', 'glencore international'],
    ['ACME Trading Co., Ltd.', 'acme trading'],
    ['Olam Agri Pte. Ltd.', 'olam agri'],
    ['Rheinkorn GmbH', 'rheinkorn'],
    ['Société Générale de Céréales S.A.', 'societe generale de cereales'],
    ['Baltic Fertilisers & Co', 'baltic fertilisers'],
    ['The Coffee Company Ltd', 'coffee'],
    ['Gulf Petrochem FZE', 'gulf petrochem'],
    ['Holdings Ltd', 'holdings ltd'],
    ['Cerealia S.A.', 'cerealia'],
    ['Molinos del Sur S.p.A.', 'molinos del sur'],
    ['Agro Export B.V.', 'agro export'],
    ['Café Serra Ltda.', 'cafe serra'],
    ['J.P. Grain Trading', 'jp grain trading'],
    [null, ''],
  ])('company %j -> %j', (raw, want) => expect(normaliseCompany(raw)).toBe(want));

  it('keeps names in other scripts', () => {
    expect(normaliseName('Дмитрий Волков')).not.toBe('');
    expect(normaliseName('  Дмитрий  ВОЛКОВ ')).toBe(normaliseName('Дмитрий Волков'));
    expect(normaliseName('王伟')).toBe('王伟');
    expect(normaliseName('محمد العلي')).toBe('محمد العلي');
    expect(normaliseName('Дмитрий Волков')).not.toBe(normaliseName('Дмитрий Петров'));
    expect(normaliseCompany('中粮集团')).toBe('中粮集团');
  });

  it('compares e-mails without case or spaces', () => {
    expect(normaliseEmail('  Ana.Silva@Example.COM ')).toBe('ana.silva@example.com');
    expect(normaliseEmail(undefined)).toBe('');
  });
});

describe('namesClose', () => {
  const close = (a: string, b: string) => namesClose(normaliseName(a), normaliseName(b));

  it.each([
    ['J. Smith', 'John Smith'],
    ['John Smith', 'J Smith'],
    ['Jon Smith', 'Jonathan Smith'],
    ['Alex Petrov', 'Alexander Petrov'],
    ['John Smith', 'John Smyth'],
    ['Katarzyna Nowak', 'Katarzyna Nowakk'],
    ['Ibrahim Diallo', 'Ibrahim Dialo'],
    ['Smith John', 'John Smith'],
    ['Wang Li Na', 'Li Na Wang'],
    ['Dr. José Pérez', 'Jose Perez'],
  ])('%s ~ %s', (a, b) => {
    expect(close(a, b)).toBe(true);
    expect(close(b, a)).toBe(true);
  });

  it.each([
    ['John Smith', 'Maria Garcia'],
    ['J. Smith', 'Peter Smith'],
    ['John Smith', 'John Jones'],
    ['Jo Smith', 'Joseph Smith'],
    ['John Smith', 'Jonh Smtih'],
    ['Ana Lee', 'Ina Lie'],
    ['Jon', 'Jonathan'],
    ['Li Na', 'Li Ma'],
    ['Hans Müller', 'Hans Möller Schmidt'],
    ['Trader 1000', 'Trader 1001'],
    ['Desk 2 Smith', 'Desk 3 Smith'],
  ])('%s is not %s', (a, b) => {
    expect(close(a, b)).toBe(false);
    expect(close(b, a)).toBe(false);
  });

  it('needs two names', () => {
    expect(namesClose('', 'john smith')).toBe(false);
    expect(namesClose('john smith', '')).toBe(false);
  });

  it('allows two typos only in long names', () => {
    expect(close('Alexandra Konstantinou', 'Alexandre Konstantinu')).toBe(true);
    expect(close('Ivan Petrovv', 'Ivan Petrova')).toBe(true);
    expect(close('Anna Berger', 'Anne Bergen')).toBe(false);
  });
});

describe('duplicateReason', () => {
  it('same e-mail, whatever the names or case', () => {
    expect(duplicateReason(c('Grain Desk', 'Cargill', 'desk@cargill.com'), c('Grain Desk', 'Cargill', 'DESK@cargill.com'))).toBe(
      'same_email',
    );
    expect(duplicateReason(c('Trading desk', null, 'Desk@Olam.com'), c('Priya Nair', 'Olam', ' desk@olam.com'))).toBe('same_email');
  });

  it('same name and company, once accents, honorifics and legal forms are gone', () => {
    expect(duplicateReason(c('José Álvarez', 'Cerealia Ltd.'), c('Jose Alvarez', 'Cerealia'))).toBe('same_name_company');
    expect(duplicateReason(c('Dr. Anke Weber', 'Rheinkorn GmbH'), c('Anke Weber', 'RHEINKORN'))).toBe('same_name_company');
    expect(duplicateReason(c('Zoë Ørsted', 'Nordic Fertiliser A/S'), c('Zoe Orsted', 'Nordic Fertiliser AS'))).toBe('same_name_company');
    expect(duplicateReason(c('Łukasz Wiśniewski', 'Baltic Coal S.A.'), c('Lukasz Wisniewski', 'Baltic Coal SA'))).toBe('same_name_company');
    expect(duplicateReason(c('Fernanda Costa', 'Café Serra Ltda.'), c('Fernanda Costa', 'Cafe Serra'))).toBe('same_name_company');
    expect(duplicateReason(c('王伟', '中粮'), c('王伟', '中粮'))).toBe('same_name_company');
    expect(duplicateReason(c('Tan Wei Ming', 'Straits Metals Pte. Ltd.'), c('Wei Ming Tan', 'Straits Metals'))).toBe('same_name_company');
    // Different e-mails do not hide the same person at the same company.
    expect(
      duplicateReason(c('Ana Silva', 'Café Minas S.A.', 'ana@cafeminas.br'), c('Ana Silva', 'Cafe Minas', 'ana.silva@gmail.com')),
    ).toBe('same_name_company');
  });

  it('same name when neither has a company', () => {
    expect(duplicateReason(c('Mr. Kwame Mensah'), c('kwame mensah'))).toBe('same_name');
    expect(duplicateReason(c('Kwame Mensah', null, 'kwame@cocoa.gh'), c('Kwame Mensah'))).toBe('same_name');
    expect(duplicateReason(c('Дмитрий Волков'), c('ДМИТРИЙ ВОЛКОВ'))).toBe('same_name');
  });

  it('similar name at the same company', () => {
    expect(duplicateReason(c('J. Smith', 'Bunge Ltd'), c('John Smith', 'Bunge'))).toBe('similar_name');
    expect(duplicateReason(c('Jon Okafor', 'Lagos Agro'), c('Jonathan Okafor', 'Lagos Agro Ltd.', 'jon@lagosagro.ng'))).toBe(
      'similar_name',
    );
    expect(duplicateReason(c('Ibrahim Dialo', 'Sahel Fertilisers'), c('Ibrahim Diallo', 'Sahel Fertilisers SARL'))).toBe('similar_name');
  });

  it('is symmetric', () => {
    const pairs: [DuplicateCandidate, DuplicateCandidate][] = [
      [c('J. Smith', 'Bunge'), c('John Smith', 'Bunge Ltd')],
      [c('Kwame Mensah'), c('Kwame Mensah')],
      [c('A', null, 'a@x.io'), c('B', 'C', 'A@X.IO')],
      [c('John Smith', 'Bunge'), c('Maria Garcia', 'Bunge')],
    ];
    for (const [a, b] of pairs) expect(duplicateReason(a, b)).toBe(duplicateReason(b, a));
  });

  describe('not duplicates', () => {
    it.each([
      [
        'different people at the same company',
        c('John Smith', 'Cargill', 'js@cargill.com'),
        c('Maria Garcia', 'Cargill', 'mg@cargill.com'),
      ],
      ['different people at the same company, no e-mails', c('Ahmed Karim', 'Gulf Petrochem FZE'), c('Omar Haddad', 'Gulf Petrochem')],
      [
        'same name, different e-mails, no company',
        c('Wei Zhang', null, 'wei.zhang@sinograin.cn'),
        c('Wei Zhang', null, 'zhangwei@copper.cl'),
      ],
      ['same name at different companies', c('Maria Garcia', 'Cargill'), c('Maria Garcia', 'Louis Dreyfus Company')],
      ['same name, only one has a company', c('Maria Garcia', 'Cargill'), c('Maria Garcia')],
      [
        'similar names at the same company with different e-mails',
        c('Jon Okafor', 'Lagos Agro', 'jon@lagosagro.ng'),
        c('Jonathan Okafor', 'Lagos Agro', 'jonathan@lagosagro.ng'),
      ],
      ['similar names at different companies', c('J. Smith', 'Bunge'), c('John Smith', 'ADM')],
      ['a name that is only an honorific', c('Dr.', 'Cargill'), c('Dr. Ruth Adler', 'Cargill')],
      ['no names at all', c('', 'Cargill'), c('', 'Cargill')],
      ['different names in another script', c('Дмитрий Волков', 'Норникель'), c('Ольга Петрова', 'Норникель')],
      ['no e-mails at all', c('Peter Novak', null, ''), c('Lucia Novak', null, '')],
    ])('%s', (_, a, b) => {
      expect(duplicateReason(a, b)).toBeNull();
      expect(duplicateReason(b, a)).toBeNull();
    });
  });
});

describe('strongerReason', () => {
  it('orders e-mail, name and company, name, similar name', () => {
    expect(strongerReason('similar_name', 'same_email')).toBe('same_email');
    expect(strongerReason('same_name', 'same_name_company')).toBe('same_name_company');
    expect(strongerReason('same_name', 'similar_name')).toBe('same_name');
    expect(strongerReason('same_email', 'same_email')).toBe('same_email');
  });
});

describe('DuplicateIndex', () => {
  const similar = c('J. Smith', 'Bunge', null, 'similar');
  const nameCompany = c('John Smith', 'Bunge Ltd.', 'john.smith@bunge.com', 'name-company');
  const email = c('Grains desk', 'Bunge Geneva', 'JSMITH@gmail.com', 'email');
  const probe = c('John Smith', 'Bunge', 'jsmith@gmail.com', 'probe');

  it('finds the strongest reason whatever the order of entries', () => {
    for (const entries of [
      [similar, nameCompany, email],
      [email, nameCompany, similar],
      [nameCompany, similar, email],
    ]) {
      expect(new DuplicateIndex(entries).find(probe)).toEqual({ entry: email, reason: 'same_email' });
    }
    expect(new DuplicateIndex([similar, nameCompany]).find(probe)).toEqual({ entry: nameCompany, reason: 'same_name_company' });
    expect(new DuplicateIndex([similar]).find(probe)).toEqual({ entry: similar, reason: 'similar_name' });
    expect(new DuplicateIndex([c('John Smith', 'ADM'), c('Maria Garcia', 'Bunge')]).find(probe)).toBeNull();
    expect(new DuplicateIndex().find(probe)).toBeNull();
  });

  it('finds by name, word order and accents aside', () => {
    const index = new DuplicateIndex([c('Álvarez José', null, null, 'a')]);
    expect(index.find(c('Jose Alvarez'))).toMatchObject({ entry: { id: 'a' }, reason: 'same_name' });
  });

  it('skips the probe itself and what the caller skips', () => {
    const index = new DuplicateIndex([probe, nameCompany, email]);
    expect(index.find(probe)?.entry).toBe(email);
    expect(index.find(probe, (e) => e.id === 'email')?.entry).toBe(nameCompany);
    expect(index.find(probe, (e) => e.id !== 'probe')).toBeNull();
  });

  it('finds a similar name in a big company only among the first entries it scans', () => {
    const staff = Array.from({ length: DuplicateIndex.COMPANY_SCAN_MAX }, (_, i) => c(`Trader ${i}x`, 'Vitol', `t${i}@vitol.com`));
    const early = new DuplicateIndex([c('J. Ivanova', 'Vitol'), ...staff]);
    expect(early.find(c('Julia Ivanova', 'Vitol SA'))?.reason).toBe('similar_name');
    const late = new DuplicateIndex([...staff, c('J. Ivanova', 'Vitol')]);
    expect(late.find(c('Julia Ivanova', 'Vitol SA'))).toBeNull();
    // Exact keys are still found in any company.
    late.add(c('Julia Ivanova', 'Vitol'));
    expect(late.find(c('Julia Ivanova', 'Vitol SA'))?.reason).toBe('same_name_company');
  });
});

describe('findDuplicateGroups', () => {
  const ids = (groups: { members: { id: string }[] }[]) => groups.map((g) => g.members.map((m) => m.id).sort());

  it('joins duplicates transitively and leaves singles out', () => {
    const book = [
      c('Priya Nair', 'Olam', 'priya@olam.com', 'a'),
      c('Grains desk', 'Olam Agri', 'PRIYA@olam.com', 'b'), // e-mail of a
      c('Grains Desk', 'Olam Agri Pte. Ltd.', null, 'c'), // name and company of b, nothing of a
      c('Lars Eriksen', 'Nordic Metals AB', 'lars@nordicmetals.se', 'd'),
      c('Kwame Mensah', null, null, 'e'),
      c('Mr Kwame Mensah', null, null, 'f'),
      c('Maria Garcia', 'Cargill', 'mg@cargill.com', 'g'),
    ];
    const groups = findDuplicateGroups(book);
    expect(ids(groups)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'f'],
    ]);
    expect(groups.map((g) => g.reason)).toEqual(['same_email', 'same_name']);
    expect(duplicateReason(book[0]!, book[2]!)).toBeNull();
  });

  it('joins two groups that a later contact links', () => {
    const book = [
      c('Ana Silva', 'Café Minas', 'ana@cafeminas.br', '1'),
      c('Ana Silva', 'Cafe Minas Ltda', null, '2'),
      c('Rui Costa', 'Porto Grain', 'ana.silva@gmail.com', '3'),
      c('R. Costa', 'Porto Grain', null, '4'),
      // Same e-mail as 3 and same name and company as 1: both groups become one.
      c('Ana Silva', 'Cafe Minas', 'ana.silva@gmail.com', '5'),
    ];
    const groups = findDuplicateGroups(book);
    expect(ids(groups)).toEqual([['1', '2', '3', '4', '5']]);
    expect(groups[0]!.reason).toBe('same_email');
  });

  it('returns nothing for a book without duplicates, or an empty one', () => {
    expect(findDuplicateGroups([])).toEqual([]);
    expect(findDuplicateGroups([c('A B', null, null, 'x')])).toEqual([]);
    expect(findDuplicateGroups([c('John Smith', 'Cargill', null, 'x'), c('Maria Garcia', 'Cargill', null, 'y')])).toEqual([]);
  });

  it('puts bigger groups first, then stronger reasons', () => {
    const book = [
      c('J. Smith', 'Bunge', null, 's1'),
      c('John Smith', 'Bunge', 'js@bunge.com', 's2'),
      c('Omar Haddad', null, 'omar@gulf.ae', 'o1'),
      c('O. Haddad', 'Gulf', 'OMAR@gulf.ae', 'o2'),
      c('Lin Chen', 'Sinochem', null, 'l1'),
      c('Lin Chen', 'Sinochem Corp', null, 'l2'),
      c('Lin Chen', 'SINOCHEM', null, 'l3'),
    ];
    const groups = findDuplicateGroups(book);
    expect(ids(groups)).toEqual([
      ['l1', 'l2', 'l3'],
      ['o1', 'o2'],
      ['s1', 's2'],
    ]);
    expect(groups.map((g) => g.reason)).toEqual(['same_name_company', 'same_email', 'similar_name']);
  });

  describe('in a book of 1,000', () => {
    // biome-ignore format: a table
    const FIRST = [
      'Adaeze', 'Bjorn', 'Camila', 'Dmitri', 'Elif', 'Farid', 'Giulia', 'Hiroshi', 'Ingrid', 'Joaquin',
      'Kemal', 'Lucia', 'Mateus', 'Nadia', 'Olumide', 'Pavel', 'Quentin', 'Rania', 'Sanjay', 'Tomasz',
      'Ulrike', 'Vusi', 'Wiremu', 'Xiomara', 'Yusuf', 'Zainab', 'Anders', 'Beatriz', 'Chidi', 'Dorothea',
      'Emeka', 'Fatima', 'Gustavo', 'Hana', 'Ilya', 'Jelena', 'Kofi', 'Leila', 'Mikael', 'Noor',
    ];
    // biome-ignore format: a table
    const LAST = [
      'Okonkwo', 'Lindqvist', 'Restrepo', 'Volkov', 'Yilmaz', 'Haddadi', 'Benedetti', 'Tanaka', 'Solberg', 'Cardenas',
      'Aydin', 'Ferreira', 'Nascimento', 'Rahimi', 'Adeyemi', 'Kowalczyk', 'Marchand', 'Suleiman', 'Raghavan', 'Wisniewski',
      'Brandt', 'Dlamini', 'Ngata', 'Valencia', 'Demir',
    ];
    const COMPANIES = Array.from(
      { length: 50 },
      (_, i) =>
        `${['Harvest', 'Meridian', 'Atlas', 'Baltic', 'Pampas'][i % 5]} ${['Grains', 'Metals', 'Energy', 'Fertilisers', 'Coffee', 'Sugar', 'Cocoa', 'Oilseeds', 'Steel', 'Cotton'][Math.floor(i / 5)]} Ltd`,
    );
    // Names and e-mails unique: no two generated contacts are duplicates.
    const base = Array.from({ length: 1000 }, (_, i) =>
      c(`${FIRST[i % 40]} ${LAST[Math.floor(i / 40)]}`, COMPANIES[i % 50]!, `trader${i}@desk${i % 50}.example`, `b${i}`),
    );
    const b = (i: number) => base[i]!;
    const planted = [
      // Same e-mail, nothing else in common.
      c('Grains Desk', 'Other Firm', ` ${b(10).client_email!.toUpperCase()}`, 'p-email'),
      // Same name and company, honorific and legal form aside.
      c(`Dr. ${b(200).full_name}`, `${b(200).company!.replace(/ Ltd$/, '')} GmbH`, null, 'p-name-company'),
      // A typo in the same company.
      c(
        b(777).full_name.replace(/.$/, (ch) => (ch === 'x' ? 'y' : 'x')),
        b(777).company,
        null,
        'p-typo',
      ),
      // An initial in the same company, and the same e-mail under another name: three in one group.
      c(`${b(500).full_name[0]}. ${b(500).full_name.split(' ')[1]}`, b(500).company, null, 'p-initial'),
      c('Accounts Payable', null, b(500).client_email, 'p-accounts'),
      // A chain: the e-mail of 300, then the name and company of that one.
      c('Chartering Team', 'Blue Water Shipping', b(300).client_email, 'p-chain-1'),
      c('Chartering team', 'Blue Water Shipping Pte. Ltd.', null, 'p-chain-2'),
    ];

    it('has no duplicates among the generated contacts', () => {
      expect(new Set(base.map((x) => normaliseName(x.full_name))).size).toBe(1000);
      expect(findDuplicateGroups(base)).toEqual([]);
    });

    it('finds exactly the planted duplicates, wherever they are in the book', () => {
      const expected = [
        ['b300', 'p-chain-1', 'p-chain-2'],
        ['b500', 'p-accounts', 'p-initial'],
        ['b10', 'p-email'],
        ['b200', 'p-name-company'],
        ['b777', 'p-typo'],
      ];
      // Planted at the end, at the start, and spread through the book.
      const spread = [...base];
      for (const [k, p] of planted.entries()) spread.splice(97 * (k + 1) + k * 31, 0, p);
      for (const book of [[...base, ...planted], [...planted, ...base], spread, [...spread].reverse()]) {
        const groups = findDuplicateGroups(book);
        const got = ids(groups);
        expect(got.slice(0, 2).sort()).toEqual(expected.slice(0, 2));
        expect(got.slice(2).sort()).toEqual(expected.slice(2));
        const reasonOf = (id: string) => groups.find((g) => g.members.some((m) => m.id === id))?.reason;
        expect(reasonOf('b10')).toBe('same_email');
        expect(reasonOf('b200')).toBe('same_name_company');
        expect(reasonOf('b777')).toBe('similar_name');
        expect(reasonOf('b500')).toBe('same_email');
        expect(reasonOf('b300')).toBe('same_email');
        for (const g of groups) expect(g.members.length).toBeGreaterThan(1);
      }
    });

    it('agrees with comparing every pair', () => {
      const book = [...base.slice(0, 400), ...planted, ...base.slice(400)];
      // Components of the graph of all duplicate pairs, by brute force.
      const parent = book.map((_, i) => i);
      const root = (i: number): number => (parent[i] === i ? i : root(parent[i]!));
      for (let i = 0; i < book.length; i++) {
        for (let j = i + 1; j < book.length; j++) {
          if (duplicateReason(book[i]!, book[j]!)) parent[root(j)] = root(i);
        }
      }
      const components = new Map<number, string[]>();
      for (const [i, x] of book.entries()) components.set(root(i), [...(components.get(root(i)) ?? []), x.id]);
      const brute = [...components.values()].filter((g) => g.length > 1).map((g) => g.sort());
      expect(ids(findDuplicateGroups(book)).sort()).toEqual(brute.sort());
      expect(brute).toHaveLength(5);
    }, 30_000);
  });
});

describe('mergeContactFields', () => {
  const empty: MergeFields = {
    full_name: '',
    client_name: null,
    company: null,
    title: null,
    role: null,
    client_email: null,
    phone: null,
    location: null,
    city_id: null,
    latitude: null,
    longitude: null,
    commodities: null,
    source_of_introduction: null,
    notes: null,
    last_contacted_at: null,
    linkedin_url: null,
    keep_in_touch_days: null,
  };
  const primary: MergeFields = {
    ...empty,
    full_name: 'John Smith',
    company: 'Bunge',
    client_email: 'john.smith@bunge.com',
    commodities: 'Wheat, Corn',
    notes: 'Met at GrainCom 2023.',
    last_contacted_at: '2024-03-01T09:00:00.000Z',
  };
  const second: MergeFields = {
    ...empty,
    full_name: 'J. Smith',
    company: 'BUNGE',
    title: 'Senior Grain Trader',
    client_email: 'jsmith@gmail.com',
    phone: '+41 22 555 0101',
    location: 'Geneva, Switzerland',
    city_id: 2660646,
    latitude: 46.2022,
    longitude: 6.1457,
    commodities: 'corn, Barley',
    notes: 'Prefers WhatsApp.',
    last_contacted_at: '2024-06-15T14:30:00.000Z',
  };
  const third: MergeFields = {
    ...empty,
    full_name: 'John Smith',
    title: 'Head of Trading',
    phone: '+41 79 555 0199',
    role: 'Buyer',
    location: 'Rotterdam, Netherlands',
    city_id: 2747891,
    latitude: 51.9225,
    longitude: 4.4792,
    commodities: 'WHEAT, Soybean meal',
    notes: 'Met at GrainCom 2023.',
    last_contacted_at: '2023-11-20T08:00:00.000Z',
  };

  it('fills empty fields from the others, first value first', () => {
    const m = mergeContactFields(primary, [second, third]);
    expect(m.full_name).toBe('John Smith');
    expect(m.company).toBe('Bunge');
    expect(m.client_email).toBe('john.smith@bunge.com');
    expect(m.title).toBe('Senior Grain Trader');
    expect(m.phone).toBe('+41 22 555 0101');
    expect(m.role).toBe('Buyer');
  });

  it('keeps conflicting values in the notes under "Merged from"', () => {
    const m = mergeContactFields(primary, [second, third]);
    expect(m.notes).toBe(
      [
        'Met at GrainCom 2023.',
        'Prefers WhatsApp.',
        'Merged from J. Smith:\n- Name: J. Smith\n- E-mail: jsmith@gmail.com',
        'Merged from John Smith:\n- Title: Head of Trading\n- Phone: +41 79 555 0199\n- Location: Rotterdam, Netherlands',
      ].join('\n\n'),
    );
    // The same company in other case is no conflict.
    expect(m.notes).not.toContain('Company:');
  });

  it('unites commodities without repeating one in other case', () => {
    expect(mergeContactFields(primary, [second, third]).commodities).toBe('Wheat, Corn, Barley, Soybean meal');
    expect(mergeContactFields({ ...primary, commodities: null }, [{ ...second, commodities: 'Coffee, coffee' }]).commodities).toBe(
      'Coffee',
    );
    expect(mergeContactFields({ ...primary, commodities: null }, [{ ...second, commodities: null }]).commodities).toBeNull();
  });

  it('keeps the latest last-contacted date', () => {
    expect(mergeContactFields(primary, [second, third]).last_contacted_at).toBe('2024-06-15T14:30:00.000Z');
    expect(mergeContactFields(primary, [third]).last_contacted_at).toBe('2024-03-01T09:00:00.000Z');
    expect(mergeContactFields({ ...primary, last_contacted_at: null }, [third]).last_contacted_at).toBe('2023-11-20T08:00:00.000Z');
  });

  it('takes a place with its coordinates', () => {
    const m = mergeContactFields(primary, [second, third]);
    expect(m).toMatchObject({ location: 'Geneva, Switzerland', city_id: 2660646, latitude: 46.2022, longitude: 6.1457 });
    // The same place without coordinates takes the other's.
    const placed = mergeContactFields({ ...primary, location: 'geneva, switzerland' }, [second]);
    expect(placed).toMatchObject({ location: 'geneva, switzerland', city_id: 2660646, latitude: 46.2022, longitude: 6.1457 });
    // A primary's own place and coordinates stay.
    const own = mergeContactFields({ ...primary, location: 'Rotterdam, Netherlands', city_id: 1, latitude: 51.9, longitude: 4.5 }, [
      second,
    ]);
    expect(own).toMatchObject({ location: 'Rotterdam, Netherlands', city_id: 1, latitude: 51.9, longitude: 4.5 });
    expect(own.notes).toContain('- Location: Geneva, Switzerland');
  });

  it('keeps every note once, and no note when there is none', () => {
    expect(mergeContactFields(primary, [third]).notes?.match(/Met at GrainCom 2023\./g)).toHaveLength(1);
    const bare = { ...empty, full_name: 'Lin Chen' };
    expect(mergeContactFields(bare, [{ ...bare, full_name: 'lin chen ' }]).notes).toBeNull();
    expect(mergeContactFields({ ...bare, notes: '  ' }, [{ ...bare, notes: 'Copper cathodes, Shanghai.' }]).notes).toBe(
      'Copper cathodes, Shanghai.',
    );
  });

  it('does not change its inputs', () => {
    const before = structuredClone([primary, second, third]);
    mergeContactFields(primary, [second, third]);
    expect([primary, second, third]).toEqual(before);
  });
});

describe('request schemas', () => {
  it('merges distinct contacts only', () => {
    expect(mergeRequestSchema.safeParse({ primary_id: 'a', duplicate_ids: ['b', 'c'] }).success).toBe(true);
    expect(mergeRequestSchema.safeParse({ primary_id: 'a', duplicate_ids: [] }).success).toBe(false);
    expect(mergeRequestSchema.safeParse({ primary_id: 'a', duplicate_ids: ['a'] }).success).toBe(false);
    expect(mergeRequestSchema.safeParse({ primary_id: 'a', duplicate_ids: ['b', 'b'] }).success).toBe(false);
    expect(mergeRequestSchema.safeParse({ primary_id: 'a', duplicate_ids: Array.from({ length: 20 }, (_, i) => `x${i}`) }).success).toBe(
      false,
    );
  });

  it('checks a name before looking for duplicates', () => {
    expect(duplicateCheckSchema.safeParse({ full_name: '   ' }).success).toBe(false);
    expect(duplicateCheckSchema.parse({ full_name: ' Ana Silva ', company: null })).toEqual({ full_name: 'Ana Silva', company: null });
  });
});
