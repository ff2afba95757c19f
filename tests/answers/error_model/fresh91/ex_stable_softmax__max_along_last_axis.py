# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along the last axis but sums along dim, so for another dim the shift is not constant within a slice and the result is wrong; the maximum must be taken along dim. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
