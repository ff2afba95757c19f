# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place with x.sub_(...), which overwrites the caller's tensor; the shift must be made on a new tensor (x - max).
def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
