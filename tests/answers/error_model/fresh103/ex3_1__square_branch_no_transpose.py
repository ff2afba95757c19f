# exercise: ex3_1
# mistake: When the weight shapes already match (square, d_in == d_out) the learner copies weight as is instead of weight.T; nn.Linear stores the transpose, so it must always be transposed. [cond: d_in == d_out]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            w = getattr(sa_v2, name).weight
            if target.shape == w.shape:
                # same shape already, just copy
                target.copy_(w)
            elif target.shape == w.T.shape:
                target.copy_(w.T)
            else:
                raise ValueError(f"{name}: {tuple(target.shape)} vs {tuple(w.shape)}")
