# exercise: ex_softmax_backward
# mistake: Flattened everything after the first axis (reshape(P.shape[0], -1)) before the sum, so with three or more axes the sum runs over several softmax rows at once; flatten to (-1, last) or just sum over dim=-1. [cond: P with more than two axes]
def ex_softmax_backward(P, dP):
    shape = P.shape
    flat = {"P": P.reshape(shape[0], -1), "dP": dP.reshape(shape[0], -1)}
    flat["s"] = (flat["P"] * flat["dP"]).sum(dim=-1, keepdim=True)
    flat["dS"] = flat["P"] * (flat["dP"] - flat["s"])
    return flat["dS"].reshape(shape)
