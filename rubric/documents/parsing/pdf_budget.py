"""What drawing a PDF page costs, counted before anything draws it.

A page's content may draw a form object (``/X Do``), whose content may draw another, twice, and
so on: thirty such forms in 3 KB draw the innermost a billion times. pypdf's text extraction
stops after 5,000 form drawings per page and goes on silently without the rest (the page's
text would be cut short); pdfminer.six, which draws pages whose text is out of order or that
hold ruled tables, has no limit at all (such a file took minutes and gigabytes). No signed
document's page repeats forms like that, so such a page is refused before either reads it.

The count walks each form's content once (memoised), so the walk itself stays cheap however
deep the nesting, and stops as soon as the budget is spent.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pypdf import get_configuration
from pypdf.errors import LimitReachedError
from pypdf.generic import ContentStream, StreamObject

from rubric.documents import DocumentUnreadable

# Content a renderer may be made to interpret (a page's own and its forms', each counted as
# often as it is drawn). Word, LibreOffice and browsers draw a dense page in under 100 KB (the
# densest of the 320 pages of the tests' and probes' PDFs: 75 KB); pypdf and pdfminer.six
# take 3 s to read a MB of text drawing between them, and 5 to 7 s a MB of cheap operators
# (fuzzed paths, "(a) Tj" repeated): a page of 8 MB took a minute, a document of 32 MB four.
MOST_DRAWN_BYTES_PER_PAGE = 2 * 2**20
MOST_DRAWN_BYTES = 8 * 2**20
# Forms inside forms: a logo in a letterhead is two deep; thousands (a chain of forms each
# drawing the next) exhaust the readers' recursion.
MOST_NESTED_FORMS = 64
# Pages: a signed contract with its appendices has tens. Each page, however empty, costs both
# readers a few milliseconds: a page tree naming one page 20,000 times (120 KB) took minutes.
MOST_PAGES = 1_000


@dataclass(frozen=True)
class Cost:
    forms: int  # form drawings, nested ones included
    drawn_bytes: int  # content interpreted, each form's as often as it is drawn


class _OverBudget(Exception):
    pass


@dataclass
class Budget:
    """What a reader may still spend on one page (its own unit: glyphs looked at, characters
    judged), for the work whose cost a page's content, not its size, decides."""

    left: int

    def spend(self, cost: int) -> bool:
        """Whether ``cost`` more is affordable (it is spent)."""
        self.left -= cost
        return self.left >= 0


def require_affordable_pages(pages: list[Any], path: Path) -> int:
    """Refuse (``too_large``) a PDF of more than ``MOST_PAGES`` pages, or one of whose pages
    draws its forms more often, or makes a renderer interpret more content, than a document's
    page ever does; or whose pages together make it interpret more than a document's. What
    they make it interpret (of ``MOST_DRAWN_BYTES``)."""
    if len(pages) > MOST_PAGES:
        raise DocumentUnreadable(
            "too_large",
            f"{path.name} has {len(pages):,} pages, more than the {MOST_PAGES:,} a signed "
            "document is read with. Upload the signed document alone.",
        )
    drawn_bytes = 0
    for number, page in enumerate(pages, start=1):
        cost = page_cost(page)
        if cost is None:
            raise DocumentUnreadable(
                "too_large",
                f"{path.name}'s page {number} draws its form objects more than "
                f"{_most_form_drawings():,} times over or nests them more than "
                f"{MOST_NESTED_FORMS} deep, or holds more than "
                f"{MOST_DRAWN_BYTES_PER_PAGE // 2**20} MB of drawing; no signed document's "
                "page does. Print the document to PDF again and upload that.",
            )
        drawn_bytes += cost.drawn_bytes
        if drawn_bytes > MOST_DRAWN_BYTES:
            raise DocumentUnreadable(
                "too_large",
                f"{path.name}'s first {number} pages hold more than "
                f"{MOST_DRAWN_BYTES // 2**20} MB of drawing; a signed document holds far "
                "less. Print it to PDF again (or split off what is not the signed text) and "
                "upload that.",
            )
    return drawn_bytes


def page_cost(page: Any) -> Cost | None:
    """The page's drawing cost, or None when it exceeds the budget (or draws a form that draws
    itself, nests forms too deep, or has a stream that unpacks beyond pypdf's limits)."""
    counter = _Counter(_most_form_drawings(), MOST_DRAWN_BYTES_PER_PAGE)
    try:
        contents = page.get_contents()
        data = contents.get_data() if contents is not None else b""
        cost = counter.cost(data, _resolved(page.get("/Resources")), (), page.pdf)
    except (_OverBudget, LimitReachedError):
        return None
    return cost if cost.drawn_bytes <= MOST_DRAWN_BYTES_PER_PAGE else None


def form_cost(form: Any, pdf: Any, most_bytes: int) -> Cost | None:
    """What drawing the form object ``form`` alone costs (a form field's appearance), or None
    when it makes a renderer interpret more than ``most_bytes`` (or would never end)."""
    counter = _Counter(_most_form_drawings(), most_bytes)
    try:
        cost = counter._form_cost(form, {}, (), pdf)
    except (_OverBudget, LimitReachedError):
        return None
    return cost if cost.drawn_bytes <= most_bytes else None


def _most_form_drawings() -> int:
    # pypdf's own limit: within it, its text extraction never stops short.
    return int(get_configuration().xform_maximum_invocations_per_extraction)


class _Counter:
    def __init__(self, most_forms: int, most_bytes: int) -> None:
        self.most_forms = most_forms
        self.most_bytes = most_bytes
        self.known: dict[tuple[Any, ...], Cost] = {}

    def cost(self, data: bytes, resources: Any, drawing: tuple[Any, ...], pdf: Any) -> Cost:
        forms, drawn_bytes = 0, len(data)
        for xobject in _drawn_xobjects(data, resources, pdf):
            inner = self._form_cost(xobject, resources, drawing, pdf)
            forms += 1 + inner.forms
            drawn_bytes += inner.drawn_bytes
            if forms > self.most_forms or drawn_bytes > self.most_bytes:
                raise _OverBudget
        return Cost(forms, drawn_bytes)

    def _form_cost(self, form: Any, resources: Any, drawing: tuple[Any, ...], pdf: Any) -> Cost:
        own = form.get("/Resources")
        # A form without resources of its own uses its page's (PDF 1.1 files do).
        key = (_identity(form), None if own is not None else id(resources))
        if key in drawing or len(drawing) >= MOST_NESTED_FORMS:
            raise _OverBudget  # a form that draws itself never ends
        if key not in self.known:
            try:
                data = form.get_data()
            except LimitReachedError:
                raise
            except Exception:  # a damaged stream draws nothing here, nor in pypdf
                data = b""
            inner_resources = _resolved(own) if own is not None else resources
            self.known[key] = self.cost(data, inner_resources, (*drawing, key), pdf)
        return self.known[key]


def _drawn_xobjects(data: bytes, resources: Any, pdf: Any) -> list[Any]:
    """The form objects the content draws, once per drawing, read with pypdf's own tokenizer
    (names decoded as it decodes them, comments skipped). Whatever pypdf or pdfminer.six would
    draw counts: the first operand of ``Do`` (pypdf's) and the last (pdfminer's), any
    XObject but an image."""
    if b"Do" not in data:  # no operator that draws one: nothing to tokenize
        return []
    xobjects = _resolved(resources.get("/XObject")) if isinstance(resources, dict) else None
    if not isinstance(xobjects, dict):
        return []
    try:
        content = ContentStream(None, pdf)
        content.set_data(data)
        found = content.operations
    except LimitReachedError:
        raise
    except Exception:  # a stream pypdf cannot tokenize: it draws no form in pypdf either
        return []
    drawn = []
    for operands, operator in found:
        if operator != b"Do" or not operands:
            continue
        for name in {id(operands[0]): operands[0], id(operands[-1]): operands[-1]}.values():
            xobject = _resolved(xobjects.get(name)) if isinstance(name, str) else None
            if isinstance(xobject, StreamObject) and xobject.get("/Subtype") != "/Image":
                drawn.append(xobject)
    return drawn


def _identity(form: Any) -> tuple[Any, ...]:
    reference = getattr(form, "indirect_reference", None)
    if reference is not None:
        return ("ref", reference.idnum, reference.generation)
    return ("object", id(form))


def _resolved(value: Any) -> Any:
    try:
        return value.get_object() if value is not None else None
    except Exception:  # a reference to nothing: no resources
        return None
