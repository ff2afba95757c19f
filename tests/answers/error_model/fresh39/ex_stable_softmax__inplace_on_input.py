# exercise: ex_stable_softmax
# mistake: Shifts and exponentiates the input in place (sub_, exp_), so the caller's x is overwritten with exp(x - max); the returned softmax is right but the function must not modify its input (compute x - max into a new tensor).
def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
