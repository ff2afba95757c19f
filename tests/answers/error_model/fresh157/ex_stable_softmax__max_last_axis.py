# exercise: ex_stable_softmax
# mistake: Took the maximum along the last axis instead of along dim, so for dim ≠ -1 the shift is not constant within a slice and the result is not the softmax; subtract x.amax(dim=dim, keepdim=True). [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
