# exercise: ex3_1
# mistake: Pairs sa_v1's parameters with sa_v2's state_dict sorted by name, so W_key goes into W_query and W_query into W_key; each matrix must come from the layer of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # copy every layer like an optimiser step, no autograd tracking
    src = [v for _, v in sorted(sa_v2.state_dict().items())]
    with torch.no_grad():
        for p, w in zip(sa_v1.parameters(), src):
            p.copy_(w.T)
