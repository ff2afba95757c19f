# exercise: ex3_1
# mistake: The two name lists are in different orders, so sa_v1.W_query gets the key weights and W_key the query weights; each W_x must get sa_v2.W_x.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    targets = ["W_query", "W_key", "W_value"]
    sources = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for t, lin in zip(targets, sources):
        setattr(sa_v1, t, torch.nn.Parameter(lin.weight.detach().T.clone()))
    print("copied", targets)
