# exercise: ex_stable_softmax
# mistake: Subtracts the maximum and exponentiates in place on the caller's tensor (sub_, exp_), so x itself is overwritten; the result is right but the input must be left unchanged.
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = x.sub_(m).exp_()           # no temporaries
    return e.div_(e.sum(dim=dim, keepdim=True))
