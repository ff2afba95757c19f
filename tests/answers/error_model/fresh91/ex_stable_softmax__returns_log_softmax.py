# exercise: ex_stable_softmax
# mistake: Computes the log-sum-exp correctly but returns shifted − log Σ exp(shifted), the log-softmax; the softmax is exp of that (or e / e.sum).
def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    lse = shifted.exp().sum(dim=dim, keepdim=True).log()
    out = shifted - lse
    return out
