/**
 * The data protection authority that supervises a company in each German Land (Art. 51 GDPR,
 * § 40 BDSG: the Land of its seat). The policy names the operator's from OPERATOR_STATE;
 * SUPERVISORY_AUTHORITY overrides it (an operator outside Germany, or a change of address
 * before this table catches up). Counsel checks the entry before launch (docs/legal.md).
 */
import type { OperatorEnv } from "./operator-env.ts";

export interface SupervisoryAuthority {
  name: string;
  address: string[];
  url: string;
}

const authority = (name: string, street: string, town: string, url: string) => ({
  name,
  address: [street, town],
  url,
});

export const germanAuthorities: Record<string, SupervisoryAuthority> = {
  BW: authority(
    "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg",
    "Lautenschlagerstraße 20",
    "70173 Stuttgart",
    "https://www.baden-wuerttemberg.datenschutz.de",
  ),
  BY: authority(
    "Bayerisches Landesamt für Datenschutzaufsicht",
    "Promenade 18",
    "91522 Ansbach",
    "https://www.lda.bayern.de",
  ),
  BE: authority(
    "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    "Alt-Moabit 59–61",
    "10555 Berlin",
    "https://www.datenschutz-berlin.de",
  ),
  BB: authority(
    "Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg",
    "Stahnsdorfer Damm 77",
    "14532 Kleinmachnow",
    "https://www.lda.brandenburg.de",
  ),
  HB: authority(
    "Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen",
    "Am Weser-Terminal 1",
    "28217 Bremen",
    "https://www.datenschutz.bremen.de",
  ),
  HH: authority(
    "Hamburgischer Beauftragter für Datenschutz und Informationsfreiheit",
    "Ludwig-Erhard-Straße 22",
    "20459 Hamburg",
    "https://datenschutz-hamburg.de",
  ),
  HE: authority(
    "Hessischer Beauftragter für Datenschutz und Informationsfreiheit",
    "Gustav-Stresemann-Ring 1",
    "65189 Wiesbaden",
    "https://datenschutz.hessen.de",
  ),
  MV: authority(
    "Landesbeauftragter für Datenschutz und Informationsfreiheit Mecklenburg-Vorpommern",
    "Werderstraße 74a",
    "19055 Schwerin",
    "https://www.datenschutz-mv.de",
  ),
  NI: authority(
    "Landesbeauftragte für den Datenschutz Niedersachsen",
    "Prinzenstraße 5",
    "30159 Hannover",
    "https://www.lfd.niedersachsen.de",
  ),
  NW: authority(
    "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
    "Kavalleriestraße 2–4",
    "40213 Düsseldorf",
    "https://www.ldi.nrw.de",
  ),
  RP: authority(
    "Landesbeauftragter für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz",
    "Hintere Bleiche 34",
    "55116 Mainz",
    "https://www.datenschutz.rlp.de",
  ),
  SL: authority(
    "Unabhängiges Datenschutzzentrum Saarland",
    "Fritz-Dobisch-Straße 12",
    "66111 Saarbrücken",
    "https://www.datenschutz.saarland.de",
  ),
  SN: authority(
    "Sächsische Datenschutz- und Transparenzbeauftragte",
    "Devrientstraße 5",
    "01067 Dresden",
    "https://www.datenschutz.sachsen.de",
  ),
  ST: authority(
    "Landesbeauftragter für den Datenschutz Sachsen-Anhalt",
    "Otto-von-Guericke-Straße 34a",
    "39104 Magdeburg",
    "https://datenschutz.sachsen-anhalt.de",
  ),
  SH: authority(
    "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein",
    "Holstenstraße 98",
    "24103 Kiel",
    "https://www.datenschutzzentrum.de",
  ),
  TH: authority(
    "Thüringer Landesbeauftragter für den Datenschutz und die Informationsfreiheit",
    "Häßlerstraße 8",
    "99096 Erfurt",
    "https://www.tlfdi.de",
  ),
};

/** The operator's authority: the configured one, else its Land's (the build checked both). */
export function authorityOf(
  operator: Pick<OperatorEnv, "state" | "supervisoryAuthority">,
): SupervisoryAuthority {
  const [name, ...rest] = operator.supervisoryAuthority;
  const url = rest.at(-1);
  if (name && url && rest.length >= 2) return { name, address: rest.slice(0, -1), url };
  const derived = germanAuthorities[operator.state];
  if (!derived) throw new Error(`No supervisory authority for the Land "${operator.state}"`);
  return derived;
}
