// The country, state and city lists of a form with geo config, loaded from its endpoints.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoConfig } from '../shared/forms/definition.ts';
import type { CountryFacts } from './field-rules.ts';
import { getJson, loadHttp } from '../lib/load-http.ts';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface Option {
  value: string;
  label: string;
}

export interface GeoLists {
  countries: { status: ListStatus; options: Option[] };
  states: { status: ListStatus; options: Option[] };
  cities: { status: ListStatus; options: Option[] };
}

const EMPTY = { status: 'idle' as ListStatus, options: [] as Option[] };

export function useGeo(geo: GeoConfig | undefined) {
  const [lists, setLists] = useState<GeoLists>(() => ({
    countries: geo ? { status: 'loading', options: [] } : EMPTY,
    states: EMPTY,
    cities: EMPTY,
  }));
  const [facts, setFacts] = useState<CountryFacts[]>([]);
  // Answers that arrive after a newer request are dropped.
  const latest = useRef({ states: 0, cities: 0 });

  useEffect(() => {
    if (!geo) return;
    let live = true;
    getJson<{ data: (CountryFacts & { country: string })[] }>(geo.endpoints.countries)
      .then((data) => {
        if (!live) return;
        setFacts(data.data);
        setLists((current) => ({
          ...current,
          countries: {
            status: 'ready',
            options: data.data.map((entry) => ({ value: entry.iso2, label: entry.country })),
          },
        }));
      })
      .catch((error: unknown) => {
        console.warn('country list failed to load', error);
        if (live) setLists((current) => ({ ...current, countries: { status: 'failed', options: [] } }));
      });
    return () => {
      live = false;
    };
  }, [geo]);

  const loadStates = useCallback(
    (country: string | undefined) => {
      if (!geo) return;
      const ticket = ++latest.current.states;
      latest.current.cities++;
      setLists((current) => ({
        ...current,
        states: country ? { status: 'loading', options: [] } : EMPTY,
        cities: EMPTY,
      }));
      if (!country) return;
      loadHttp()
        .then(({ http }) => http.post<{ data?: { states?: { name: string }[] } }>(geo.endpoints.states, { country }))
        .then(({ data }) => {
          if (ticket !== latest.current.states) return;
          // A missing list means no states: the state and city fields are then not needed.
          const options = (data.data?.states ?? []).map((state) => ({ value: state.name, label: state.name }));
          setLists((current) => ({ ...current, states: { status: 'ready', options } }));
        })
        .catch((error: unknown) => {
          console.warn('state list failed to load', error);
          if (ticket === latest.current.states)
            setLists((current) => ({ ...current, states: { status: 'failed', options: [] } }));
        });
    },
    [geo],
  );

  const loadCities = useCallback(
    (country: string, state: string | undefined) => {
      if (!geo) return;
      const ticket = ++latest.current.cities;
      setLists((current) => ({ ...current, cities: state ? { status: 'loading', options: [] } : EMPTY }));
      if (!state) return;
      loadHttp()
        .then(({ http }) => http.post<{ data?: string[] }>(geo.endpoints.cities, { country, state }))
        .then(({ data }) => {
          if (ticket !== latest.current.cities) return;
          setLists((current) => ({
            ...current,
            cities: { status: 'ready', options: (data.data ?? []).map((city) => ({ value: city, label: city })) },
          }));
        })
        .catch((error: unknown) => {
          console.warn('city list failed to load', error);
          if (ticket === latest.current.cities)
            setLists((current) => ({ ...current, cities: { status: 'failed', options: [] } }));
        });
    },
    [geo],
  );

  return { lists, facts, loadStates, loadCities };
}
