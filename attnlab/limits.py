"""Explicit size limits, shown in the UI and enforced by every lesson.

They keep one request within a few hundred milliseconds and a few MB on a free CPU Space.
"""

MAX_TOKENS = 64
MAX_DIM = 512
MAX_SEED = 2**31 - 1
MAX_LABEL_CHARS = 24
