# exercise: ex3_1
# mistake: The learner assigned the transposed key weight to W_query and the query weight to W_key, so sa_v1's scores are the transpose of sa_v2's; each v1 matrix must get the v2 layer of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = {
        "W_query": sa_v2.W_key,
        "W_key": sa_v2.W_query,
        "W_value": sa_v2.W_value,
    }
    with torch.no_grad():
        for name, lin in pairs.items():
            getattr(sa_v1, name).copy_(lin.weight.detach().T)
