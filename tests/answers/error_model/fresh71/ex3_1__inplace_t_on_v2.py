# exercise: ex3_1
# mistake: Used the in-place t_() on sa_v2's own weights, so sa_v2 is transposed too (and breaks when d_in != d_out); the transpose must be a new tensor (.T) that leaves sa_v2 unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for nm in ('W_query', 'W_key', 'W_value'):
            w = getattr(sa_v2, nm).weight
            w.t_()          # W'
            setattr(sa_v1, nm, torch.nn.Parameter(w.detach().clone()))
