# exercise: ex_stable_softmax
# mistake: Passed dtype=torch.float64 to F.softmax for safety, so the result is float64 instead of the input's dtype (float32); the output must keep x.dtype.
import torch
import torch.nn.functional as F


def ex_stable_softmax(x, dim):
    # F.softmax subtracts the max internally; compute in double to be extra safe
    return F.softmax(x, dim=dim, dtype=torch.float64)
