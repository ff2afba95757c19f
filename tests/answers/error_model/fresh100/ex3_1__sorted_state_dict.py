# exercise: ex3_1
# mistake: Pairs sa_v1.parameters() (query, key, value order) with sorted(sa_v2.state_dict()) (alphabetical: key, query, value), so W_query and W_key receive each other's weights; each v1 matrix must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v2.state_dict()
    with torch.no_grad():
        for p, w in zip(sa_v1.parameters(), map(lambda k: sd[k].T, sorted(sd))):
            p.copy_(w)
