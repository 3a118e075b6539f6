from tests.rubric.conftest import draft, service_account

__all__ = ["draft", "service_account"]
