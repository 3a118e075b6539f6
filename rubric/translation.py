from modeltranslation.translator import TranslationOptions, register

from .models import RubricItem


@register(RubricItem)
class RubricItemTranslationOptions(TranslationOptions):
    fields = ("title", "description", "source_quote")
    # For signed legal text a fallback is a misquotation: a missing _en stays missing.
    fallback_languages = {"default": ()}
    fallback_undefined = None
