# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place (x.sub_), so the caller's tensor x is modified; the shift must create a new tensor (x - max).
def ex_stable_softmax(x, dim):
    with __import__("torch").no_grad():
        m = x.amax(dim=dim, keepdim=True)
    x.sub_(m)
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
