"""Input formats, as ``cyberos_eval.formats`` explains."""

from cyberos_eval.formats import DATE_INPUT_FORMATS, DATETIME_INPUT_FORMATS

__all__ = ["DATETIME_INPUT_FORMATS", "DATE_INPUT_FORMATS"]
