# exercise: ex3_1
# mistake: Pairs sa_v1.parameters() (query, key, value) with sa_v2's state_dict keys sorted alphabetically (key, query, value), so W_query gets the key weights and W_key the query weights; each parameter must get the weight of the layer of the same name.
import torch


def copy_params(dst, src, transpose=True):
    sd = src.state_dict()
    with torch.no_grad():
        for p, key in zip(dst.parameters(), sorted(sd)):
            w = sd[key]
            p.copy_(w.T if transpose else w)


def ex3_1(sa_v1, sa_v2):
    copy_params(sa_v1, sa_v2)
