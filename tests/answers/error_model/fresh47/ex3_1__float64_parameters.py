# exercise: ex3_1
# mistake: The learner casts the copied weights to float64 "for exactness", so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the weights must keep sa_v2's dtype (just .T).
import torch


def ex3_1(sa_v1, sa_v2):
    # keep full precision when copying
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().to(torch.float64)
        setattr(sa_v1, name, torch.nn.Parameter(w.T.clone()))
