// Behaviour of the admin templates, kept out of inline handlers so that the Content Security
// Policy can forbid inline script (script-src 'self').
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("[data-submit-on-change]").forEach((field) => {
    field.addEventListener("change", () => field.form.submit());
  });
  document.querySelectorAll("[data-select-all]").forEach((box) => {
    box.addEventListener("click", () => {
      document.querySelectorAll(box.dataset.selectAll).forEach((other) => {
        other.checked = box.checked;
      });
    });
  });
  document.querySelectorAll("form[data-confirm]").forEach((form) => {
    form.addEventListener("submit", (event) => {
      if (!window.confirm(form.dataset.confirm)) {
        event.preventDefault();
      }
    });
  });
});
