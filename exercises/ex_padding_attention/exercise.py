"""Attention weights with key padding that never produce NaN rows."""

from attnlab.grading.points import slip_then_values

KIND = "code"
POINTS = 3
# Points per check (attnlab.grading.points): right or one named mistake away, then right values.
CHECKS = slip_then_values("ex_padding_attention", 1, 2,
                          not_slips=("ex_padding_attention.keys_seen",))
LESSON = "masking"
STARTER = "def ex_padding_attention(scores, lengths):\n    ...\n"
