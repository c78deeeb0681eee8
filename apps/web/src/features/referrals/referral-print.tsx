import type { ReferralDetail } from '@konzilium/contract/referrals'
import { PrintButton, PrintHeader } from '../../shared/ui/print-sheet'
import { ReportActions } from '../reports'
import './referral-print.css'

/** The referral's "Print" and report actions, and its paper header (centre, referrer, date). */
export function ReferralPrint({ referral }: { referral: ReferralDetail }) {
  return (
    <div className="referral-print">
      <PrintButton />
      <ReportActions kind="referral" id={referral.id} />
      <PrintHeader
        center={`${referral.center.name}, ${referral.center.city}`}
        referrer={referral.fromDoctor.displayName}
      />
    </div>
  )
}
