# exercise: ex3_1
# mistake: Copies in the wrong direction: sa_v2's Linear weights are overwritten with sa_v1.W.T, leaving sa_v1 unchanged; sa_v1 must receive sa_v2's weights.
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)]
    with torch.no_grad():
        for raw, lin in pairs:
            lin.weight.copy_(raw.T)
