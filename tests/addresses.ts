// The address the tests ship to and bill to in the EU shop, as Magento's cart address input
// (`CartAddressInput`) takes it: one definition for server, machine, unit and e2e tests.
export const BERLIN_CART_ADDRESS = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Musterstraße 1'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  telephone: '030 123456',
};
