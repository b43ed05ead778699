// Contract tag "pincode": pincode lookup and delivery serviceability over the fixture pincodes
// (unknown but well-formed pincodes are not serviceable; 194101 Leh is known but not serviceable).
import { pincodes, type Serviceability, serviceabilityFor } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { defineVariants } from "./variants";

function serviceabilityBody(data: Serviceability) {
  return { success: true as const, isServiceable: data.isServiceable, data: { data } };
}

const unserviceable = (pincode: string): Serviceability => ({
  ...serviceabilityFor(pincode),
  isServiceable: false,
  status: false,
  estimatedDays: null,
  estimatedDelivery: null,
  codAvailable: false,
});

const defaults = [
  http.get("/pincode/{pin}/serviceability", ({ request, response }) => {
    const { pin } = inputOf(request, "checkServiceability").path;
    return response(200).json(serviceabilityBody(serviceabilityFor(pin)));
  }),
  http.get("/order/serviceCheck/{value}", ({ request, response }) => {
    const pin = inputOf(request, "serviceCheck").path.value;
    return response(200).json(serviceabilityBody(serviceabilityFor(pin)));
  }),
  http.get("/pincode/{pin}", ({ request, response }) => {
    const { pin } = inputOf(request, "getPincode").path;
    const info = pincodes.find((p) => p.pincode === pin) ?? fail(404, "Pincode not found");
    return response(200).json({ success: true, data: info });
  }),
];

export const pincodeHandlers = defineVariants(defaults, {
  /** Every well-formed pincode is not serviceable. */
  unserviceable: [
    http.get("/pincode/{pin}/serviceability", ({ request, response }) =>
      response(200).json(serviceabilityBody(unserviceable(inputOf(request, "checkServiceability").path.pin))),
    ),
    http.get("/order/serviceCheck/{value}", ({ request, response }) =>
      response(200).json(serviceabilityBody(unserviceable(inputOf(request, "serviceCheck").path.value))),
    ),
  ],
  /** The pincode lookup answers 404. */
  notFound: [http.get("/pincode/{pin}", () => fail(404, "Pincode not found"))],
});
