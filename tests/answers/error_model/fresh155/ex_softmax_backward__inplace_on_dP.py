# exercise: ex_softmax_backward
# mistake: Computes the right formula but in place on dP (dP -= ..., dP *= P), overwriting the caller's gradient tensor and returning it; the result must be a new tensor.
def ex_softmax_backward(P, dP, dim=-1):
    s = (dP * P).sum(dim=dim, keepdim=True)
    dP -= s
    dP *= P
    return dP
