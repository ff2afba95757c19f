# exercise: ex_stable_softmax
# mistake: Subtracts the max along dim correctly but then sums the exponentials along the last axis (dim=-1) instead of along dim. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = shifted.exp()
    s = e.sum(dim=-1, keepdim=True)
    assert not s.isinf().any()
    return e / s
