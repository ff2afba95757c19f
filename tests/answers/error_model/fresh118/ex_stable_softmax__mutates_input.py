# exercise: ex_stable_softmax
# mistake: Subtracts the maximum with x.sub_() and exponentiates in place, so the caller's x is overwritten; the shift must be done on a new tensor (x - max).
def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True)).exp_()
    return x / x.sum(dim=dim, keepdim=True)
