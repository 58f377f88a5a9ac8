/**
 * Geocoding through the real paths: a contact saved over HTTP and an imported file are placed by
 * the background job with each contact's own evidence, and the API says the country.
 */
import { type Contact, type ContactImport, GEOCODE_DELAY_MS, type ImportUploadResponse } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({}, { cities: true });
});
afterAll(async () => {
  await rt.dispose();
});

describe('through the real paths', () => {
  it('a saved Kochi contact with a +91 phone and Pvt Ltd lands in Kochi, India, and says so', async () => {
    const s = await signUp(rt);
    const save = async (body: Record<string, unknown>) => {
      const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: body });
      expect(res.status).toBe(201);
      return (await res.json()) as Contact;
    };
    const india = await save({
      full_name: 'Anil Menon',
      location: 'Kochi',
      phone: '+91 484 2345678',
      company: 'Malabar Spice Exports Pvt Ltd',
    });
    const japan = await save({ full_name: 'Haruto Sato', location: 'Kochi', phone: '+81 88 823 1111' });
    const port = await save({ full_name: 'Oleg Petrov', location: 'Port Kavkaz Terminal' });
    const lost = await save({ full_name: 'Nobody Known', location: 'Nowhere Special' });
    expect(india.country).toBeNull();

    await rt.deps.jobs.runDueJobs(new Date(Date.now() + GEOCODE_DELAY_MS + 1000));
    const get = async (c: Contact) => (await (await rt.request('GET', `/api/contacts/${c.id}`, { cookie: s.cookie })).json()) as Contact;
    expect(await get(india)).toMatchObject({ city_id: 1273874, country: 'India' });
    expect((await get(india)).latitude).toBeCloseTo(9.94, 1);
    expect(await get(japan)).toMatchObject({ country: 'Japan' });
    expect(await get(port)).toMatchObject({ country: 'Russia' });
    expect(await get(lost)).toMatchObject({ city_id: null, latitude: null, longitude: null, country: null });

    // The list carries the country too.
    const list = (await (await rt.request('GET', '/api/contacts?limit=50', { cookie: s.cookie })).json()) as { items: Contact[] };
    expect(list.items.find((c) => c.id === india.id)?.country).toBe('India');
  });

  it('an imported file is geocoded with each row’s evidence', async () => {
    const s = await signUp(rt);
    const csv = [
      'Name,Company,Phone,Location,Notes',
      'Anil Menon,Malabar Spice Exports Pvt Ltd,+91 484 2345678,Kochi,',
      'Haruto Sato,Tosa Yuzu KK,+81 88 823 1111,Kochi,',
      'Bilal Shah,Indus Rice Mills (Pvt) Ltd,+92 22 2781234,Hyderabad,',
      'Carmen Ruiz,Naranjas del Turia SL,+34 963 123 456,Valencia,',
      'Luis Pérez,Agroindustrias Carabobo C.A.,+58 241 555 1234,Valencia,',
    ].join('\n');
    const fd = new FormData();
    fd.append('file', new File([new TextEncoder().encode(csv)], 'book.csv', { type: 'text/csv' }));
    const up = (await (await rt.request('POST', '/api/imports', { cookie: s.cookie, body: fd })).json()) as ImportUploadResponse;
    const start = await rt.request('POST', `/api/imports/${up.import.id}/start`, { cookie: s.cookie, json: { mapping: up.mapping } });
    expect(start.status).toBe(202);
    for (let i = 0; i < 100; i++) {
      await rt.deps.jobs.runDueJobs();
      const record = (await (await rt.request('GET', `/api/imports/${up.import.id}`, { cookie: s.cookie })).json()) as ContactImport;
      if (record.status !== 'processing') break;
    }
    await rt.deps.jobs.runDueJobs();
    const list = (await (await rt.request('GET', '/api/contacts?limit=50', { cookie: s.cookie })).json()) as { items: Contact[] };
    const country = (name: string) => list.items.find((c) => c.full_name === name)?.country;
    expect(country('Anil Menon')).toBe('India');
    expect(country('Haruto Sato')).toBe('Japan');
    expect(country('Bilal Shah')).toBe('Pakistan');
    expect(country('Carmen Ruiz')).toBe('Spain');
    expect(country('Luis Pérez')).toBe('Venezuela');
  });
});
