# exercise: ex_stable_softmax
# mistake: Subtracts x.max(dim, keepdim=True)[1], the argmax indices, instead of the maximum values ([0] or amax), so nothing prevents overflow and large scores give NaN. [cond: only for large scores such as 1e4]
def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = x - m
    e.exp_()
    e.div_(e.sum(dim=dim, keepdim=True))
    return e
