"""Date input formats for the product's two languages (``FORMAT_MODULE_PATH``).

Django's defaults read "01/07/2026" month first — 7 January — in both languages (its
Vietnamese locale sets no input formats, so the global US-first list applies). People here
write the day first in Vietnamese and in the English translation alike ("Đồng Nai, ngày 01
tháng 7 năm 2026", "1 July 2026"), so a form read "01/07/2026" as 7 January and would have
published a version from then. Day first, or ISO; a month-first date like "07/13/2026" is
refused, not guessed at. ISO comes first: a ``<input type="date">`` shows its value in the
first format and takes only ISO.
"""

DATE_INPUT_FORMATS = [
    "%Y-%m-%d",  # 2026-07-01, what a browser's date picker sends
    "%d/%m/%Y",  # 01/07/2026
    "%d-%m-%Y",  # 01-07-2026
    "%d.%m.%Y",  # 01.07.2026
]
DATETIME_INPUT_FORMATS = [
    "%Y-%m-%d %H:%M:%S",
    "%Y-%m-%d %H:%M:%S.%f",
    "%Y-%m-%d %H:%M",
    "%d/%m/%Y %H:%M:%S",
    "%d/%m/%Y %H:%M",
    "%d-%m-%Y %H:%M:%S",
    "%d-%m-%Y %H:%M",
]
