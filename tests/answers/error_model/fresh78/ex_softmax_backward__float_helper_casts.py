# exercise: ex_softmax_backward
# mistake: The learner's _f helper calls .float() on both inputs, so float64 inputs come back as float32 with lost precision; the gradient must keep the inputs' dtype. [cond: float64 inputs]
def _f(t):
    return t.detach().float()


def ex_softmax_backward(P, dP):
    P, dP = _f(P), _f(dP)
    inner = (P * dP).sum(-1, keepdim=True)
    return P * (dP - inner)
