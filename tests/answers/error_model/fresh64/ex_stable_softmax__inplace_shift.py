# exercise: ex_stable_softmax
# mistake: Shifts with the in-place x -= max, which overwrites the caller's scores tensor; the shift must go into a new tensor so that the input is left unchanged.
def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
