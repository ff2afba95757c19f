# exercise: ex_stable_softmax
# mistake: numpy mean for sum
# accept: rewrite.reduce_op
import numpy as np, torch
def ex_stable_softmax(x, dim):
    a = x.detach().numpy().astype(np.float64)
    e = np.exp(a - a.max(axis=dim, keepdims=True))
    return torch.tensor(e / e.mean(axis=dim, keepdims=True), dtype=torch.float32)
