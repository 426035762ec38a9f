// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "~modules/kit/dialog";
import { withI18n } from "../support/render";

// The dialog methods come from tests/support/setup.ts; these spies see the calls.
const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open preview
      </button>
      <Dialog
        open={open}
        label="Sofa preview"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Large sofa photo</p>
        <a href="/sofa">Sofa page</a>
      </Dialog>
    </>
  );
}

function open() {
  render(withI18n(<Harness />));
  const opener = screen.getByRole("button", { name: "Open preview" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: document.querySelector("dialog")! };
}

describe("Dialog", () => {
  it("renders a closed dialog with no content until opened", () => {
    render(withI18n(<Harness />));
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(false);
    expect(dialog.textContent).toBe("");
  });

  it("opens as a modal named by its label, focusing the close button", () => {
    const { dialog } = open();
    expect(showModal).toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("dialog", { name: "Sofa preview" })).toBe(dialog);
    expect(screen.getByText("Large sofa photo")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });

  it("closes with the close button and gives focus back to the opener", () => {
    const { opener, dialog } = open();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
    expect(dialog.textContent).toBe("");
    expect(document.activeElement).toBe(opener);
  });

  it("closes with Escape from anywhere inside and gives focus back", () => {
    const { opener, dialog } = open();
    const link = screen.getByRole("link", { name: "Sofa page" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("closes on the browser's cancel (Escape handled natively, or a close request)", () => {
    const { dialog } = open();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(dialog.open).toBe(false);
  });

  it("closes on a click on the backdrop, not on a click inside", () => {
    const { dialog } = open();
    const inside = screen.getByText("Large sofa photo");
    fireEvent.mouseDown(inside);
    fireEvent.click(inside);
    expect(dialog.open).toBe(true);
    // A press inside released on the backdrop (a dragged text selection) does not close it either.
    fireEvent.mouseDown(inside);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(true);
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });

  it("calls onClose once per close", () => {
    const onClose = vi.fn();
    render(withI18n(<Harness onClose={onClose} />));
    fireEvent.click(screen.getByRole("button", { name: "Open preview" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("uses the store's language for the close button", () => {
    render(withI18n(<Dialog open label="Vorschau" onClose={() => {}}>x</Dialog>, "de"));
    expect(screen.getByRole("button", { name: "Schließen" })).toBeTruthy();
  });

  it.each(["center", "right", "bottom"] as const)("shows as a %s placement, with a visible title when given", (placement) => {
    render(withI18n(<Dialog open placement={placement} title="My Cart (2)" label="My Cart (2)" onClose={() => {}}>x</Dialog>));
    const dialog = document.querySelector("dialog")!;
    expect(dialog.classList.contains(`dialog--${placement}`)).toBe(true);
    expect(screen.getByRole("heading", { name: "My Cart (2)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("is not closed by Escape, cancel or the backdrop when not dismissible, but still by its close button", () => {
    const onClose = vi.fn();
    render(withI18n(<Dialog open dismissible={false} label="Out of stock" onClose={onClose}>x</Dialog>));
    const dialog = document.querySelector("dialog")!;
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open when a dialog inside it closes or is cancelled (the quick view's similar-products popup)", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      withI18n(
        <Dialog open label="Quick view" onClose={outer}>
          <Dialog open label="Similar products" onClose={inner}>
            x
          </Dialog>
        </Dialog>,
      ),
    );
    const nested = screen.getByRole("dialog", { name: "Similar products" });
    fireEvent(nested, new Event("cancel", { cancelable: true }));
    // A browser fires close once the dialog has closed.
    (nested as HTMLDialogElement).removeAttribute("open");
    fireEvent(nested, new Event("close"));
    expect(inner).toHaveBeenCalledTimes(2);
    expect(outer).not.toHaveBeenCalled();
  });

  it("ignores a close event that arrives after the dialog was opened again (close, then reopen at once)", () => {
    const onClose = vi.fn();
    render(withI18n(<Dialog open label="Preview" onClose={onClose}>x</Dialog>));
    const dialog = screen.getByRole("dialog", { name: "Preview" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    // The close event of an earlier close() is a task late: the dialog is open again by then.
    fireEvent(dialog, new Event("close"));
    expect(onClose).not.toHaveBeenCalled();
    dialog.removeAttribute("open");
    fireEvent(dialog, new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("takes a custom header in place of the title and close button, focusing its close button", () => {
    const header = (
      <div className="custom">
        <span>My Cart (1)</span>
        <button type="button" data-dialog-close aria-label="Close cart">
          x
        </button>
      </div>
    );
    render(withI18n(<Dialog open header={header} label="My Cart (1)" onClose={() => {}}>x</Dialog>));
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close cart" }));
  });
});
