"""Attention weights with key padding that never produce NaN rows."""

KIND = "code"
POINTS = 3
LESSON = "masking"
STARTER = "def ex_padding_attention(scores, lengths):\n    ...\n"
