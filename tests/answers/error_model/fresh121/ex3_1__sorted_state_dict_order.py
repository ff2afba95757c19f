# exercise: ex3_1
# mistake: Pairs sa_v1.parameters() (query, key, value) with sa_v2's state_dict in sorted name order (key, query, value), so query and key weights are swapped; each parameter must take the weight of the same-named layer.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v2.state_dict()
    names = sorted(k for k in sd if k.endswith("weight"))
    with torch.no_grad():
        for p, name in zip(sa_v1.parameters(), names):
            p.copy_(sd[name].T)
    # print(names)
