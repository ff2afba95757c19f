"""The backward pass of the softmax: dS from dP and P."""

KIND = "code"
POINTS = 3
LESSON = "gradients"
STARTER = "def ex_softmax_backward(P, dP):\n    ...\n"
