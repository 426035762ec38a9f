// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import { ToastProvider } from "~modules/kit/toast";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { Device } from "~schemas/rules/device";
import { buildLandingPage } from "~/lib/landing-page.server";
import type { LeadActionData } from "~schemas/rules/lead-form";
import { loadModuleData } from "~/lib/module-data.server";
import type { StoreId } from "~schemas/rules/stores";
import type { ModuleLoadContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import { TEST_PAGE, withI18n } from "../support/render";

/**
 * The router builds its action Request with jsdom's URLSearchParams, which Node's Request
 * does not take as a body: hand it over as the text it stands for.
 */
beforeAll(() => {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    "Request",
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const body = init?.body;
        super(input, body instanceof URLSearchParams ? { ...init, body: body.toString() } : init);
      }
    },
  );
});
afterAll(() => vi.unstubAllGlobals());

const REGIONS = [{ regionName: "California" }, { regionName: "New York" }, { regionName: "Texas" }];

export const LEAD_FORM = {
  content: JSON.stringify({
    businessId: "5001",
    pcTitle: "Book a consultation",
    mobileTitle: "Book now",
    pcSubTitle: "A designer calls you back",
    buttonText: "Send",
    remarkText: "We never share your details.",
    submitSuccesText: "Thanks, we will call you",
    titleColor: "#112233",
    background: "#eef2ef",
    formData: [
      { label: "Name", type: 1, id: 1, require: true },
      { label: "State", type: 2, id: 2, require: true, list: [] },
      { label: "Email", type: 1, id: 3, require: true },
      { label: "Phone", type: 1, id: 4, require: true },
      { label: "Rooms", type: 3, id: 5, require: true, list: ["Living room", "Dining room", "Bedroom"] },
      { label: "Budget", type: 2, id: 6, require: true, list: ["Low", "High"] },
      { label: "Best time", type: 1, id: 7, require: true },
      { label: "Notes", type: 1, id: 8, require: false },
    ],
  }),
};

type Responder = (form: URLSearchParams) => LeadActionData | Promise<LeadActionData>;
const saved: Responder = () => ({ form: "lead", module: 2, status: "saved" });

async function renderForm({
  device = "desktop",
  store = 3,
  map = LEAD_FORM,
  respond = saved,
}: { device?: Device; store?: StoreId; map?: unknown; respond?: Responder } = {}) {
  const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 2, packageType: 32, packageInfoMap: map }] });
  const { modules } = buildLandingPage(info, { tabs: {} });
  const api = { getRegionList: async () => REGIONS } as unknown as BackofficeApi;
  const loaded = await loadModuleData(modules, { api } as ModuleLoadContext);
  const page = { ...TEST_PAGE, device, store };
  const posts: URLSearchParams[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/guide/:urlKey",
        action: async ({ request }: ActionFunctionArgs) => {
          const form = new URLSearchParams(await request.text());
          posts.push(form);
          return respond(form);
        },
        element: withI18n(
          <ToastProvider>
            <LandingModules modules={loaded.modules} page={page} />
          </ToastProvider>,
        ),
      },
    ],
    { initialEntries: ["/guide/test"] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  const form = view.container.querySelector<HTMLFormElement>("form.lead-form__form")!;
  return { ...view, form, posts };
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const messageOf = (element: HTMLElement) => {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const blur = (label: string) => fireEvent.blur(control(label));

function fillValidly() {
  type("Name", "Ada Lovelace");
  fireEvent.change(control("State"), { target: { value: "Texas" } });
  type("Email", "ada@example.com");
  type("Phone", "(555) 123-4567");
  fireEvent.click(screen.getByLabelText("Bedroom"));
  fireEvent.change(control("Budget"), { target: { value: "High" } });
  type("Best time", "Mornings");
}

describe.each(["desktop", "mobile"] as const)("lead form (type 32) on %s", (device) => {
  it("shows the device's title, subtitle, remark and colours, and every field empty with '*' for required ones", async () => {
    const { container } = await renderForm({ device });
    const root = container.querySelector(`.lead-form--${device}`) as HTMLElement;
    expect(root.style.background).toBe("rgb(238, 242, 239)");
    const title = within(root).getByRole("heading", { level: 2 });
    expect(title.textContent).toBe(device === "desktop" ? "Book a consultation" : "Book now");
    expect(title.style.color).toBe("rgb(17, 34, 51)");
    // mobileSubTitle is empty: the desktop one stands in.
    expect(root.querySelector(".lead-form__subtitle")?.textContent).toBe("A designer calls you back");
    expect(root.querySelector(".lead-form__remark")?.textContent).toBe("We never share your details.");
    expect(screen.getByRole("form", { name: title.textContent! })).toBeTruthy();

    expect(control("Name").placeholder).toBe("*Name");
    expect(control("Name").value).toBe("");
    expect(control("Email").placeholder).toBe("*Email");
    expect(control("Phone").type).toBe("tel");
    expect(control("Notes").placeholder).toBe("Notes");
    expect(control("Best time").placeholder).toBe("*Best time");
    expect(root.querySelector("legend")?.textContent).toBe("*Rooms");
    expect([...root.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((box) => [box.value, box.checked])).toEqual([
      ["Living room", false],
      ["Dining room", false],
      ["Bedroom", false],
    ]);
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });

  it("labels every text, e-mail and list field on screen, not only in its placeholder (WCAG 3.3.2)", async () => {
    const { container } = await renderForm({ device });
    const labels = [...container.querySelectorAll<HTMLLabelElement>(".lead-form__field > label[for]")];
    expect(labels.map((label) => label.textContent)).toEqual(["Name", "State", "Email", "Phone", "Budget", "Best time", "Notes"]);
    for (const label of labels) {
      expect(label.className).toBe("lead-form__label");
      expect(document.getElementById(label.htmlFor)?.closest(".lead-form__field")).toBe(label.parentElement);
    }
  });

  it("offers the region list as the state field's options, after its '*' placeholder", async () => {
    await renderForm({ device });
    const state = control("State");
    expect([...state.options].map((option) => [option.value, option.text])).toEqual([
      ["", "*State"],
      ["California", "California"],
      ["New York", "New York"],
      ["Texas", "Texas"],
    ]);
    expect(state.value).toBe("");
  });

  it("checks a field on blur with the spec's messages, and clears the message once the value is right", async () => {
    await renderForm({ device });
    blur("Name");
    expect(messageOf(control("Name"))).toBe("Please enter your name");
    expect(control("Name").getAttribute("aria-invalid")).toBe("true");
    type("Name", "Ada");
    expect(messageOf(control("Name"))).toBeUndefined();

    type("Email", "ada@example");
    expect(messageOf(control("Email"))).toBeUndefined();
    blur("Email");
    expect(messageOf(control("Email"))).toBe("Please enter a valid email address");

    type("Phone", "555");
    blur("Phone");
    expect(messageOf(control("Phone"))).toBe("Please enter a correct phone number");

    blur("State");
    expect(messageOf(control("State"))).toBe("Please select your state");
    blur("Budget");
    expect(messageOf(control("Budget"))).toBe("Please select an option");
    blur("Best time");
    expect(messageOf(control("Best time"))).toBe("Please fill in this field");
    // Optional and empty: not checked.
    blur("Notes");
    expect(messageOf(control("Notes"))).toBeUndefined();
  });

  it("re-checks a multi-select on every change", async () => {
    const { container } = await renderForm({ device });
    const group = container.querySelector("fieldset.lead-form__multi") as HTMLElement;
    fireEvent.click(within(group).getByLabelText("Bedroom"));
    expect(group.querySelector(".lead-form__error")).toBeNull();
    fireEvent.click(within(group).getByLabelText("Bedroom"));
    expect(group.querySelector(".lead-form__error")?.textContent).toBe("Please select an option");
    fireEvent.click(within(group).getByLabelText("Living room"));
    expect(group.querySelector(".lead-form__error")).toBeNull();
  });

  it("does not post while a field is invalid, shows every message and focuses the first", async () => {
    const { form, posts } = await renderForm({ device });
    fireEvent.submit(form);
    expect(posts).toHaveLength(0);
    expect([...form.querySelectorAll(".lead-form__error")].map((p) => p.textContent)).toEqual([
      "Please enter your name",
      "Please select your state",
      "Please enter your email",
      "Please enter your phone number",
      "Please select an option",
      "Please select an option",
      "Please fill in this field",
    ]);
    await waitFor(() => expect(document.activeElement).toBe(control("Name")));
  });

  it("posts a valid form once, then shows the success toast and empties the form", async () => {
    const { form, posts } = await renderForm({ device });
    fillValidly();
    fireEvent.submit(form);
    await waitFor(() => expect(posts).toHaveLength(1));
    const posted = posts[0]!;
    expect(posted.get("_leadForm")).toBe("2");
    expect(posted.get("field-1")).toBe("Ada Lovelace");
    expect(posted.get("field-2")).toBe("Texas");
    expect(posted.getAll("field-5")).toEqual(["Bedroom"]);
    await screen.findByText("Thanks, we will call you");
    expect(control("Name").value).toBe("");
    expect(control("State").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Bedroom").checked).toBe(false);
  });

  it("keeps everything typed and says so when the save fails", async () => {
    const { form, posts } = await renderForm({ device, respond: (f) => ({ form: "lead", module: 2, status: "failed", values: { "field-1": f.get("field-1") ?? "" } }) });
    fillValidly();
    fireEvent.submit(form);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, we couldn't send your details. Please try again.");
    expect(control("Name").value).toBe("Ada Lovelace");
    expect(control("Email").value).toBe("ada@example.com");
    expect(control("State").value).toBe("Texas");
    expect(screen.getByLabelText<HTMLInputElement>("Bedroom").checked).toBe(true);
  });

  it("shows the server's messages when its own check fails", async () => {
    const { form } = await renderForm({
      device,
      respond: () => ({ form: "lead", module: 2, status: "invalid", errors: { "field-3": "WrongEmail" }, values: {} }),
    });
    fillValidly();
    fireEvent.submit(form);
    await waitFor(() => expect(messageOf(control("Email"))).toBe("Please enter a valid email address"));
    expect(control("Email").value).toBe("ada@example.com");
  });
});

describe("lead form success text", () => {
  it("falls back to SubmitSuccess when submitSuccesText is empty", async () => {
    const content = { ...JSON.parse(LEAD_FORM.content), submitSuccesText: "", formData: [{ label: "Name", type: 1, id: 1, require: true }] };
    const { form } = await renderForm({ map: { content } });
    type("Name", "Ada");
    fireEvent.submit(form);
    await screen.findByText("Submitted successfully");
  });
});

describe("lead form phone rule follows the store", () => {
  it.each([
    [3, "12345678", "Please enter a correct phone number"],
    [8, "12345678", undefined],
    [8, "1234567", "Please enter a correct phone number"],
    [5, "1", undefined],
  ] as const)("store %i, %s", async (store, phone, message) => {
    await renderForm({ store });
    type("Phone", phone);
    blur("Phone");
    expect(messageOf(control("Phone"))).toBe(message);
  });
});

describe("e-mail completion", () => {
  const listbox = () => screen.getByRole("listbox", { hidden: true });
  const options = () => within(listbox()).queryAllByRole("option").map((option) => option.textContent);

  it("opens once '@' is typed and filters by what follows it", async () => {
    await renderForm();
    const email = control("Email");
    expect(email.getAttribute("role")).toBe("combobox");
    type("Email", "ada");
    expect(email.getAttribute("aria-expanded")).toBe("false");
    expect(listbox().hidden).toBe(true);
    type("Email", "ada@");
    expect(email.getAttribute("aria-expanded")).toBe("true");
    expect(options()).toEqual(["ada@gmail.com", "ada@yahoo.com", "ada@hotmail.com", "ada@outlook.com", "ada@icloud.com", "ada@aol.com"]);
    type("Email", "ada@ho");
    expect(options()).toEqual(["ada@hotmail.com"]);
  });

  it("moves with the arrow keys, takes the active offer with Enter (without posting) and closes with Escape", async () => {
    const { posts } = await renderForm();
    const email = control("Email");
    email.focus();
    type("Email", "ada@");
    fireEvent.keyDown(email, { key: "ArrowDown" });
    fireEvent.keyDown(email, { key: "ArrowDown" });
    const active = email.getAttribute("aria-activedescendant")!;
    expect(document.getElementById(active)?.textContent).toBe("ada@yahoo.com");
    expect(document.getElementById(active)?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(email, { key: "ArrowUp" });
    fireEvent.keyDown(email, { key: "ArrowUp" });
    expect(document.getElementById(email.getAttribute("aria-activedescendant")!)?.textContent).toBe("ada@aol.com");
    const enter = fireEvent.keyDown(email, { key: "Enter" });
    expect(enter).toBe(false); // default prevented: the form is not submitted
    expect(email.value).toBe("ada@aol.com");
    expect(email.getAttribute("aria-expanded")).toBe("false");
    expect(posts).toHaveLength(0);

    type("Email", "bob@g");
    expect(email.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(email, { key: "Escape" });
    expect(email.getAttribute("aria-expanded")).toBe("false");
    expect(email.value).toBe("bob@g");
  });

  it("takes an offer on click without leaving the field", async () => {
    await renderForm();
    const email = control("Email");
    type("Email", "ada@out");
    const option = within(listbox()).getByRole("option", { name: "ada@outlook.com" });
    // The press keeps the focus in the field (no blur, so no check yet).
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(email.value).toBe("ada@outlook.com");
    expect(messageOf(email)).toBeUndefined();
  });
});

describe("lead form edge cases", () => {
  it("drops fields it cannot render, with notes, and the module without a businessId", async () => {
    const info = pageInfoSchema.parse({
      templatePackageList: [
        {
          sortId: 1,
          packageType: 32,
          packageInfoMap: {
            content: {
              businessId: 7,
              formData: [
                { label: "Colour", type: 2, id: 9, list: [] },
                { label: "Date", type: 5 },
                { label: "", type: 1 },
                { label: "Styles", type: "3", list: [{ label: "Modern" }, { name: "Classic" }, "Scandi", "Modern", ""] },
                { label: "Styles", type: 1 },
              ],
            },
          },
        },
        { sortId: 2, packageType: 32, packageInfoMap: { content: { formData: [{ label: "Name", type: 1 }] } } },
        { sortId: 3, packageType: 32, packageInfoMap: { content: "{oops" } },
      ],
    });
    const { modules, diagnostics } = buildLandingPage(info, { tabs: {} });
    expect(modules).toHaveLength(1);
    const data = modules[0]!.data as { fields: { label: string; type: string; options: string[] }[] };
    expect(data.fields.map((f) => [f.label, f.type, f.options])).toEqual([
      ["Styles", "multi", ["Modern", "Classic", "Scandi"]],
      ["Styles", "text", []],
    ]);
    expect(diagnostics.map((d) => `${d.position} ${d.outcome}: ${d.reason}`)).toEqual([
      "1 altered: field 1 dropped: is a select without options (list)",
      "1 altered: field 2 dropped: type 5 is not 1 (text), 2 (select) or 3 (multi-select)",
      "1 altered: field 3 dropped: label is missing",
      '1 altered: two fields are labelled "Styles": the lead keeps only the last one\'s value',
      "2 dropped: content › businessId is missing",
      "3 dropped: content is not valid JSON",
    ]);
  });

  it("uses the state field's own list when the region list fails, and drops the module when it has none", async () => {
    const map = (list: string[]) => ({ content: { businessId: 1, formData: [{ label: "State", type: 2, id: 2, require: true, list }] } });
    const info = pageInfoSchema.parse({
      templatePackageList: [
        { sortId: 1, packageType: 32, packageInfoMap: map(["Oregon"]) },
        { sortId: 2, packageType: 32, packageInfoMap: map([]) },
      ],
    });
    const failing = { getRegionList: vi.fn(async () => Promise.reject(new Error("regions down"))) } as unknown as BackofficeApi;
    const loaded = await loadModuleData(buildLandingPage(info, { tabs: {} }).modules, { api: failing } as ModuleLoadContext);
    expect(loaded.modules.map((m) => (m.data as { fields: { options: string[] }[] }).fields[0]!.options)).toEqual([["Oregon"]]);
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ position: 2, outcome: "dropped", reason: "its data could not be loaded: regions down" })]);
  });
});

describe("a plain form post without JavaScript", () => {
  it("renders the action's answer: messages and the values as posted", async () => {
    const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 2, packageType: 32, packageInfoMap: LEAD_FORM }] });
    const api = { getRegionList: async () => REGIONS } as unknown as BackofficeApi;
    const loaded = await loadModuleData(buildLandingPage(info, { tabs: {} }).modules, { api } as ModuleLoadContext);
    const answer: LeadActionData = {
      form: "lead",
      module: 2,
      status: "invalid",
      errors: { "field-4": "PleaseEnterPhoneNumberCorrect" },
      values: { "field-1": "Ada", "field-4": "12", "field-5": ["Dining room"] },
    };
    const router = createMemoryRouter(
      [{ path: "/guide/:urlKey", element: withI18n(<LandingModules modules={loaded.modules} page={TEST_PAGE} />) }],
      { initialEntries: ["/guide/test"], hydrationData: { actionData: { 0: answer } } },
    );
    await act(async () => {
      render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    });
    expect(control("Name").value).toBe("Ada");
    expect(control("Phone").value).toBe("12");
    expect(messageOf(control("Phone"))).toBe("Please enter a correct phone number");
    expect(screen.getByLabelText<HTMLInputElement>("Dining room").checked).toBe(true);
  });
});
