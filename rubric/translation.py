from modeltranslation.translator import TranslationOptions, register

from .models import DocumentClause, RubricItem, SignedDocument

# For signed legal text a fallback is a misquotation: a missing _en stays missing.
_NO_FALLBACK = {"default": ()}


@register(RubricItem)
class RubricItemTranslationOptions(TranslationOptions):
    fields = ("title", "description", "source_quote")
    fallback_languages = _NO_FALLBACK
    fallback_undefined = None


@register(SignedDocument)
class SignedDocumentTranslationOptions(TranslationOptions):
    fields = ("title",)
    fallback_languages = _NO_FALLBACK
    fallback_undefined = None


@register(DocumentClause)
class DocumentClauseTranslationOptions(TranslationOptions):
    fields = ("label", "text")
    fallback_languages = _NO_FALLBACK
    fallback_undefined = None
