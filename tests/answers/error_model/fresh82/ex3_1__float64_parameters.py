# exercise: ex3_1
# mistake: Converted the copied weights to float64 "for exactness", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the weights must keep sa_v2's dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T.to(torch.float64)
        setattr(sa_v1, name, torch.nn.Parameter(w))


def _check():
    class V1(torch.nn.Module):
        pass
    class V2(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.W_query = torch.nn.Linear(3, 2, bias=False)
            self.W_key = torch.nn.Linear(3, 2, bias=False)
            self.W_value = torch.nn.Linear(3, 2, bias=False)
    v1, v2 = V1(), V2()
    ex3_1(v1, v2)
    assert torch.equal(v1.W_query.float(), v2.W_query.weight.T)

_check()
