# exercise: ex3_1
# mistake: To be 'safe with precision' the learner wraps the transposed weights as float64 Parameters, so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must keep sa_v2's dtype (float32).
import torch


def ex3_1(sa_v1, sa_v2):
    if not isinstance(sa_v2.W_query, torch.nn.Linear):
        raise TypeError("expected nn.Linear layers in sa_v2")
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight.detach()
        w = w.T.contiguous().double()   # normalise: contiguous + full precision
        assert w.dim() == 2
        setattr(sa_v1, name, torch.nn.Parameter(w))
    return None
