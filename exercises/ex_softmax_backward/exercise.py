"""The backward pass of the softmax: dS from dP and P."""

from attnlab.grading.points import runs_then_values

KIND = "code"
POINTS = 3
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = runs_then_values(1, 2)
LESSON = "gradients"
STARTER = "def ex_softmax_backward(P, dP):\n    ...\n"
