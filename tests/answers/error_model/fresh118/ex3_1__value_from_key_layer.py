# exercise: ex3_1
# mistake: The loop pairs W_value with sa_v2.W_key (copy-paste in the source tuple), so the values use the key weights; W_value must get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    src = (sa_v2.W_query, sa_v2.W_key, sa_v2.W_key)
    with torch.no_grad():
        for name, lin in zip(("W_query", "W_key", "W_value"), src):
            getattr(sa_v1, name).copy_(lin.weight.T)  # in place, no new Parameter objects
