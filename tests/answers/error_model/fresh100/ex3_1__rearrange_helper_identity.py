# exercise: ex3_1
# mistake: The hand-written rearrange helper builds its permutation from the left-hand side of the pattern twice, so "o i -> i o" is the identity and the weights are never transposed; the output order must come from the right-hand side.
import torch


def rearrange(t, pattern):
    lhs, rhs = pattern.split("->")
    src = lhs.split()
    dst = lhs.split()
    return t.permute(*[src.index(c) for c in dst])


def ex3_1(sa_v1, sa_v2):
    names = ("W_query", "W_key", "W_value")
    with torch.no_grad():
        for name in names:
            w = rearrange(getattr(sa_v2, name).weight, "o i -> i o")
            if w.shape == getattr(sa_v1, name).shape:
                getattr(sa_v1, name).copy_(w)
            else:
                setattr(sa_v1, name, torch.nn.Parameter(w.clone()))
