# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum along dim but normalised with a sum over the last axis (-1) instead of over dim. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    return (e := (x - x.amax(dim, keepdim=True)).exp()) / e.sum(-1, keepdim=True)
