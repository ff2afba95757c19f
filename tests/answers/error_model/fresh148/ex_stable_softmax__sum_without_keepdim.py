# exercise: ex_stable_softmax
# mistake: Divides by e.sum(dim) without keepdim=True, so the sums broadcast against the wrong axis (or fail to broadcast); the sum needs keepdim=True. [cond: x with 2 or more axes and dim not the first axis]
def ex_stable_softmax(x, dim):
    e = x.clone()
    e.sub_(e.amax(dim=dim, keepdim=True))
    e.exp_()
    e.div_(e.sum(dim=dim))
    return e
