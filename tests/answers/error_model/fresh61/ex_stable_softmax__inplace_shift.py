# exercise: ex_stable_softmax
# mistake: Subtracts the maximum and exponentiates in place on x (sub_, exp_), overwriting the caller's tensor with the exponentials; the shift must be done on a new tensor.
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x.sub_(m)
    x.exp_()
    s = x.sum(dim=dim, keepdim=True)
    return x / s
