// Contract tag "pincode": pincode lookup and delivery serviceability over the fixture pincodes
// (unknown but well-formed pincodes are not serviceable; 194101 Leh is known but not serviceable).
import { type Serviceability, serviceabilityFor } from "../fixtures";
import { fail, http } from "./http";
import { db } from "./state";
import { pincodeParam } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

function serviceabilityBody(data: Serviceability) {
  return { success: true as const, isServiceable: data.isServiceable, data: { data } };
}

const unserviceable = (pincode: string): Serviceability => ({
  pincode,
  isServiceable: false,
  status: false,
  estimatedDays: null,
  codAvailable: false,
});

const defaults = [
  http.get("/pincode/{pin}/serviceability", ({ params, response }) => {
    const pin = pincodeParam(params.pin, "pin");
    return response(200).json(serviceabilityBody(serviceabilityFor(pin)));
  }),
  http.get("/order/serviceCheck/{value}", ({ params, response }) => {
    const pin = pincodeParam(params.value, "value");
    return response(200).json(serviceabilityBody(serviceabilityFor(pin)));
  }),
  http.get("/pincode/{pin}", ({ params, response }) => {
    const pin = pincodeParam(params.pin, "pin");
    const info = db.pincodes.find((p) => p.pincode === pin) ?? fail(404, "Pincode not found");
    return response(200).json({ success: true, data: info });
  }),
];

export const pincodeHandlers: HandlerVariants = defineVariants(defaults, {
  /** Every well-formed pincode is not serviceable. */
  unserviceable: [
    http.get("/pincode/{pin}/serviceability", ({ params, response }) =>
      response(200).json(serviceabilityBody(unserviceable(pincodeParam(params.pin, "pin")))),
    ),
    http.get("/order/serviceCheck/{value}", ({ params, response }) =>
      response(200).json(serviceabilityBody(unserviceable(pincodeParam(params.value, "value")))),
    ),
  ],
  /** The pincode lookup answers 404. */
  notFound: [http.get("/pincode/{pin}", () => fail(404, "Pincode not found"))],
});
