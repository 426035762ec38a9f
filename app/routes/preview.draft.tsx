import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { PreviewFrames } from "~/components/preview-frames";
import { PreviewNav } from "~/components/preview-nav";
import { PreviewProblems } from "~/components/preview-problems";
import { PREVIEW_STORES, type StoreFormats } from "~/components/preview-toolbar";
import { PreviewWeight } from "~/components/preview-weight";
import type { Device } from "~schemas/rules/device";
import {
  dateTimeInputValue,
  parsePreviewAt,
  previewDevices,
  previewSearch,
  previewSettings,
  type PreviewDevice,
  type PreviewSettings,
} from "~schemas/rules/preview";
import { PREVIEW_HEADERS, previewNow, requestPreviewSettings, requirePreviewAccess, storeFormats } from "~/lib/preview.server";
import { getStore } from "~schemas/rules/stores";
import { checkTemplateSource, TEMPLATE_SIZE_LIMIT, type TemplateReport } from "~/lib/template-check.server";
import type { PageWeight } from "~/lib/page-weight.server";
import { measureDraft } from "~/lib/preview-weight.server";
import { routeMessages } from "~/lib/i18n.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const { atInvalid: _ignored, ...settings } = await requestPreviewSettings(request);
  return json({ settings, formats: storeFormats(getStore(settings.store), previewNow(request)), i18n: await routeMessages(request, "preview") }, { headers: PREVIEW_HEADERS });
}

/** The draft form's fields (template text, an optional file, the settings) for one post. */
async function readDraft(request: Request) {
  // A multipart body carries the text and possibly the same text again as a file.
  if (Number(request.headers.get("content-length") ?? 0) > 2 * TEMPLATE_SIZE_LIMIT + 64 * 1024) return null;
  const form = await request.formData();
  const file = form.get("file");
  const source = file instanceof File && file.size > 0 ? await file.text() : String(form.get("template") ?? "");
  const params = new URLSearchParams();
  for (const name of ["device", "store", "at"]) params.set(name, String(form.get(name) ?? ""));
  return { source, settings: previewSettings(params, (await requestPreviewSettings(request)).store) };
}

type DraftResult =
  | { status: "too-large" | "empty"; source: string }
  | { status: "syntax"; source: string; message: string; line: number; column: number }
  | { status: "not-a-template"; source: string; message: string }
  | {
      status: "checked";
      source: string;
      settings: PreviewSettings;
      title: string | null;
      report: Pick<TemplateReport, "rendered" | "diagnostics">;
      weight: PageWeight;
    };

/** Checks the draft; nothing is stored: the text goes back to the form and into the frames' posts. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePreviewAccess(request, context);
  const draft = await readDraft(request);
  const respond = (result: DraftResult, status = 200) => json(result, { status, headers: PREVIEW_HEADERS });
  if (!draft || draft.source.length > TEMPLATE_SIZE_LIMIT) return respond({ status: "too-large", source: "" }, 413);
  const { source, settings } = draft;
  // A draft with problems is still a successful check: the page says what is wrong (200).
  if (!source.trim()) return respond({ status: "empty", source });
  const check = checkTemplateSource(source);
  if (!check.ok && check.kind === "syntax") return respond({ status: "syntax", source, ...check.error });
  if (!check.ok) return respond({ status: "not-a-template", source, message: check.message });
  // Loaded and rendered as the frames will, per device shown, for the page's weight.
  const weight = await measureDraft(request, context, check.info, previewDevices(settings.device), parsePreviewAt(settings.at) ?? Date.now());
  return respond({
    status: "checked",
    source,
    settings,
    title: check.info.meta.title,
    report: { rendered: check.report.rendered, diagnostics: check.report.diagnostics },
    weight,
  });
}

const DEVICE_CHOICES: PreviewDevice[] = ["both", "desktop", "mobile"];

export default function PreviewDraft() {
  const { settings: initial, formats } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PreviewSettings>(initial);
  // Controlled, so that an uploaded file's text shows up here once it has been checked.
  const [text, setText] = useState(result?.source ?? "");
  useEffect(() => {
    if (result) setText(result.source);
  }, [result]);
  const checking = navigation.state === "submitting";
  const atOf = (value: string) => {
    const at = parsePreviewAt(value);
    return at === null ? null : new Date(at).toISOString();
  };

  return (
    <div className="preview">
      <PreviewNav current="draft" store={initial.store} />
      <h1>{t("preview.draftTitle")}</h1>
      <p>{t("preview.draftIntro")}</p>
      {/* The action URL carries the settings, so the page's own language follows the chosen store too. */}
      <Form method="post" encType="multipart/form-data" action={`/preview/draft${previewSearch(choice)}`} className="preview__draft">
        <label className="preview__field">
          {t("preview.draftJson")}
          <textarea
            name="template"
            rows={14}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="preview__source"
          />
        </label>
        <label className="preview__field">
          {t("preview.draftFile")} <input type="file" name="file" accept=".json,application/json" />
        </label>
        <div className="preview__toolbar">
          <label>
            {t("preview.device")}{" "}
            <select name="device" value={choice.device} onChange={(event) => setChoice({ ...choice, device: event.target.value as PreviewDevice })}>
              {DEVICE_CHOICES.map((device) => (
                <option key={device} value={device}>
                  {t(`preview.${device}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("preview.store")}{" "}
            <select name="store" value={choice.store} onChange={(event) => setChoice({ ...choice, store: Number(event.target.value) as PreviewSettings["store"] })}>
              {PREVIEW_STORES.map((id) => (
                <option key={id} value={id}>
                  {id} · {formats.names[id]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("preview.at")} (UTC){" "}
            <input
              type="datetime-local"
              name="at"
              step={60}
              value={dateTimeInputValue(choice.at)}
              onChange={(event) => setChoice({ ...choice, at: atOf(event.target.value) })}
            />
          </label>
          <button type="submit" disabled={checking}>
            {t("preview.draftSubmit")}
          </button>
        </div>
      </Form>
      <StoreLine formats={formats} />
      {result ? <DraftOutcome result={result} /> : null}
    </div>
  );
}

function StoreLine({ formats }: { formats: StoreFormats }) {
  const { t } = useTranslation();
  return (
    <p className="preview__muted preview__store">
      {formats.locale} · {formats.currency} · {t("preview.formats")}: <span className="preview__price">{formats.price}</span> ·{" "}
      <span className="preview__time">{formats.time} UTC</span>
    </p>
  );
}

function DraftOutcome({ result }: { result: DraftResult }) {
  const { t } = useTranslation();
  if (result.status !== "checked") {
    const message =
      result.status === "syntax"
        ? t("preview.draftSyntax", { line: result.line, column: result.column, message: result.message })
        : result.status === "not-a-template"
          ? t("preview.draftNotTemplate", { message: result.message })
          : t(result.status === "empty" ? "preview.draftEmpty" : "preview.draftTooLarge");
    return (
      <p className="preview__problem preview__draft-error" role="alert">
        {message}
      </p>
    );
  }
  return (
    <>
      {result.title ? <p className="preview__muted">{result.title}</p> : null}
      <PreviewProblems diagnostics={result.report.diagnostics} rendered={result.report.rendered} />
      <PreviewWeight weight={result.weight} />
      <DraftFrames source={result.source} settings={result.settings} />
    </>
  );
}

const frameName = (device: Device) => `draft-${device}`;

/**
 * The frames get the draft by a form post each (nothing is stored server-side to point a URL
 * at). With JavaScript the posts go out as soon as the check is back; without, the buttons
 * send them.
 */
function DraftFrames({ source, settings }: { source: string; settings: PreviewSettings }) {
  const { t } = useTranslation();
  const forms = useRef<Partial<Record<Device, HTMLFormElement | null>>>({});
  const devices = previewDevices(settings.device);
  useEffect(() => {
    for (const device of previewDevices(settings.device)) forms.current[device]?.submit();
  }, [source, settings]);
  return (
    <>
      <div className="preview__toolbar">
        {devices.map((device) => (
          <form
            key={device}
            method="post"
            action={`/preview-frame/draft${previewSearch(settings, { device })}`}
            target={frameName(device)}
            ref={(form) => {
              forms.current[device] = form;
            }}
          >
            <input type="hidden" name="template" value={source} />
            <button type="submit">
              {t("preview.draftRender")} ({t(`preview.${device}`)})
            </button>
          </form>
        ))}
      </div>
      <PreviewFrames devices={devices} title="draft" name={frameName} />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Preview: draft" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
