import { falseLicenceClaims, licenceClaims } from '../licence-claims';

const claimed = (text: string) => licenceClaims(text).map((claim) => claim.claimed).sort();

describe('licence claims in free text', () => {
  it.each([
    ['Deutsche GGL-Lizenz', ['ggl']],
    ['German GGL licence', ['ggl']],
    ['Als Neukunde erhältst du auf dem deutsch lizenzierten Angebot 300 Freispiele', ['ggl']],
    ['offers German players a licensed site with a large slot selection', ['ggl']],
    ['Auf der GGL-Whitelist', ['ggl']],
    ['EU licence from Malta (MGA)', ['eu', 'mga']],
    ['Reguliert von der Malta Gaming Authority', ['mga']],
    ['Lizenz aus Curaçao', ['curacao']],
    ['Licensed in Curacao', ['curacao']],
    ['Stake is licensed in Curaçao and does not hold a licence from Germany', ['curacao']],
    // A denial of one thing does not deny what "und" joins to it.
    ['Keine Gebühren und deutsche GGL-Lizenz', ['ggl']],
    ['No fees and a German GGL licence', ['ggl']],
    ['Lizenz aus Curaçao und nicht aus Deutschland', ['curacao']],
    ['Eine europäische Lizenz', ['eu']],
    ['Licensed by the UK Gambling Commission', ['ukgc']],
  ])('%s claims %j', (text, licences) => {
    expect(claimed(text)).toEqual(licences);
  });

  it.each([
    'Keine deutsche GGL-Lizenz',
    'No German GGL licence',
    'Deutschsprachiger Kundenservice',
    'German-speaking customer support',
    'Founded in Malta in 2012',
    'In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal',
    'Only operators licensed by the GGL are legal in Germany',
    'Prüfe vor der Anmeldung auf der Whitelist der GGL, ob der Anbieter gelistet ist',
    'Online poker was illegal in Germany before 2021',
  ])('%s claims nothing', (text) => {
    expect(claimed(text)).toEqual([]);
  });

  it('holds a claim against the licences: a Malta casino may say Malta and EU, not Germany', () => {
    expect(falseLicenceClaims('EU-Lizenz aus Malta (MGA)', ['mga'])).toEqual([]);
    expect(falseLicenceClaims('Deutsche GGL-Lizenz', ['mga'])).toEqual([{ claimed: 'ggl', clause: 'Deutsche GGL-Lizenz' }]);
    expect(falseLicenceClaims('EU licence', ['curacao'])).toEqual([{ claimed: 'eu', clause: 'EU licence' }]);
    // Germany is a member state: a GGL licence is an EU licence.
    expect(falseLicenceClaims('EU licence', ['ggl'])).toEqual([]);
  });
});
