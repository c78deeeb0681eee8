import type { PasiRegion } from '@konzilium/scores'
import { useCalculatorMessages } from '../calculator-messages'
import { pasiRegions, regionNameKey, type RegionInput } from './pasi-regions'

/** Every PASI region's grades, area and share at a glance; a region's name opens it. */
export function PasiRegionTable({
  regions,
  shares,
  selected,
  onSelect,
}: {
  regions: Readonly<Record<PasiRegion, RegionInput>>
  shares: Readonly<Record<PasiRegion, string>>
  selected: PasiRegion
  onSelect: (region: PasiRegion) => void
}) {
  const { t } = useCalculatorMessages()
  return (
    <div className="table-scroll">
      <table className="pasi-table">
        <caption>{t('pasi.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pasi.tableRegion')}</th>
            <th scope="col">
              <abbr title={t('pasi.item.erythema')}>{t('pasi.abbr.erythema')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('pasi.item.induration')}>{t('pasi.abbr.induration')}</abbr>
            </th>
            <th scope="col">
              <abbr title={t('pasi.item.desquamation')}>{t('pasi.abbr.desquamation')}</abbr>
            </th>
            <th scope="col">{t('pasi.tableArea')}</th>
            <th scope="col">{t('pasi.tableShare')}</th>
          </tr>
        </thead>
        <tbody>
          {pasiRegions.map((r) => (
            <tr key={r} className={r === selected ? 'pasi-table__selected' : undefined}>
              <th scope="row">
                <button
                  type="button"
                  className="pasi-table__region"
                  aria-pressed={r === selected}
                  onClick={() => {
                    onSelect(r)
                  }}
                >
                  <span className="visually-hidden">{t('pasi.editRegion')} </span>
                  {t(regionNameKey(r))}
                </button>
              </th>
              <td>{regions[r].erythema}</td>
              <td>{regions[r].induration}</td>
              <td>{regions[r].desquamation}</td>
              <td>{regions[r].area ?? '–'}</td>
              <td>{shares[r]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
