"""placeholder"""
from .reader import read as read_text  # noqa: F401
