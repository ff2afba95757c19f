"""Attention weights with key padding that never produce NaN rows."""

from attnlab.grading.points import runs_then_values

KIND = "code"
POINTS = 3
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = runs_then_values(1, 2)
LESSON = "masking"
STARTER = "def ex_padding_attention(scores, lengths):\n    ...\n"
