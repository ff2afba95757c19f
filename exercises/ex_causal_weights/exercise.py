"""Causal attention weights from scores."""

from attnlab.grading.points import slip_then_values

KIND = "code"
POINTS = 2
# Points per check (attnlab.grading.points): right or one named mistake away, then right values.
CHECKS = slip_then_values("ex_causal_weights", 1, 1,
                          not_slips=("ex_causal_weights.future", "ex_causal_weights.row_sum",
                                     "ex_causal_weights.row_sum_inf", "ex_causal_weights.row_sum_divisor"))
LESSON = "masking"
STARTER = "def ex_causal_weights(scores):\n    ...\n"
