// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stars, starsOf } from "~modules/kit/stars";
import { withI18n } from "../support/render";

describe("stars", () => {
  it("are topRated / 20, kept within 0-5", () => {
    expect(starsOf(96)).toBe(4.8);
    expect(starsOf(100)).toBe(5);
    expect(starsOf(130)).toBe(5);
    expect(starsOf(-5)).toBe(0);
  });

  it("fill to the rating and name it with the review count", () => {
    const { container } = render(withI18n(<Stars topRated={90} reviewCount={143} />));
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5, 143 reviews" })).toBeTruthy();
    expect((container.querySelector(".stars__fill") as HTMLElement).style.width).toBe("90%");
    expect(container.querySelector(".stars__count")?.textContent).toBe("(143)");
  });

  it("speak the store's language", () => {
    render(withI18n(<Stars topRated={80} />, "de"));
    expect(screen.getByRole("img", { name: "Bewertet mit 4.0 von 5" })).toBeTruthy();
  });
});
