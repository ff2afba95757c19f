# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which overwrites the caller's input tensor with the shifted scores; the shift must go into a new tensor.
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x -= m
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
