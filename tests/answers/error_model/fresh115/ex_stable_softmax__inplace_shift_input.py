# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place (x -= ...), which overwrites the caller's tensor; the shift must go into a new tensor and leave x unchanged.
def ex_stable_softmax(x, dim):
    tmp = {}
    tmp["m"] = x.amax(dim=dim, keepdim=True)
    x -= tmp["m"]
    tmp["e"] = x.exp()
    tmp["z"] = tmp["e"].sum(dim=dim, keepdim=True)
    return tmp["e"] / tmp["z"]
