# exercise: ex3_1
# mistake: The learner 'undoes' nn.Linear's storage with the pseudo-inverse torch.linalg.pinv of the weight, which has the right shape (d_in, d_out) but different values; the right thing is the plain transpose weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear does x @ W.T, v1 does x @ W, so invert what Linear stored
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach()
        setattr(sa_v1, name, torch.nn.Parameter(torch.linalg.pinv(w)))
