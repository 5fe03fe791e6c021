import { useSearchParams } from 'react-router-dom';

/** `?addMerchant=1` opens the add-merchant card above the page (see MerchantRequired). */
const ADD_MERCHANT_PARAM = 'addMerchant';

/** Whether the add-merchant card is open (`?addMerchant=1`), and how to open or close it. */
export function useAddMerchant() {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (isOpen: boolean) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (isOpen) next.set(ADD_MERCHANT_PARAM, '1');
      else next.delete(ADD_MERCHANT_PARAM);
      return next;
    });
  return {
    isOpen: searchParams.get(ADD_MERCHANT_PARAM) === '1',
    open: () => change(true),
    close: () => change(false),
  };
}
