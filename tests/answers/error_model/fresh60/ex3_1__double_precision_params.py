# exercise: ex3_1
# mistake: The learner converted the weights to float64 "for exactness", so sa_v1(x) fails with a dtype mismatch on the book's float32 inputs; the parameters must keep sa_v2's dtype.
import torch


def as_v1_param(w: torch.Tensor) -> torch.nn.Parameter:
    """Transposed copy of a Linear weight, as an exact parameter."""
    return torch.nn.Parameter(w.detach().T.to(torch.float64).clone())


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = as_v1_param(sa_v2.W_query.weight)
    sa_v1.W_key = as_v1_param(sa_v2.W_key.weight)
    sa_v1.W_value = as_v1_param(sa_v2.W_value.weight)
