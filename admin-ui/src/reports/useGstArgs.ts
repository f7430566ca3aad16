import { useTranslate } from 'react-admin';
import { useGstPricing } from '../lib/useGstPricing';

/** A report text's %{gst}: how its money stands to GST; nothing for a gym that charges none. */
export function useGstArgs(): { gst: string } {
  const translate = useTranslate();
  const pricing = useGstPricing();
  // With prices excluding GST the member pays it on top, so what is collected holds it too.
  return { gst: pricing === 'none' ? '' : translate('app.reports.gst') };
}
