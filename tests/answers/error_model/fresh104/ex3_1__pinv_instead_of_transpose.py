# exercise: ex3_1
# mistake: Used the pseudo-inverse of each nn.Linear weight to get a (d_in, d_out) matrix; the right matrix is simply the transpose weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear stores (d_out, d_in), v1 wants (d_in, d_out): flip it back
    for name in ['W_query', 'W_key', 'W_value']:
        w = getattr(sa_v2, name).weight.detach()
        setattr(sa_v1, name, torch.nn.Parameter(torch.linalg.pinv(w)))
