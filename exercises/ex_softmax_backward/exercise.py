"""The backward pass of the softmax: dS from dP and P."""

from attnlab.grading.points import slip_then_values

KIND = "code"
POINTS = 3
# Points per check (attnlab.grading.points): right or one named mistake away, then right values.
CHECKS = slip_then_values("ex_softmax_backward", 1, 2)
LESSON = "gradients"
STARTER = "def ex_softmax_backward(P, dP):\n    ...\n"
