# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place (x -= ...), which overwrites the caller's scores; the shift must be done out of place, e.g. x - x.amax(dim, keepdim=True).
def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x = x.exp()
    return x / x.sum(dim=dim, keepdim=True)
