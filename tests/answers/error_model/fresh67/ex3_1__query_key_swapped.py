# exercise: ex3_1
# mistake: The learner gave W_query the transposed key weights and W_key the transposed query weights; each v1 matrix must take the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # linear stores (out, in), v1 wants (in, out)
    pairs = [("W_key", sa_v2.W_query), ("W_query", sa_v2.W_key), ("W_value", sa_v2.W_value)]
    for name, lin in pairs:
        setattr(sa_v1, name, torch.nn.Parameter(lin.weight.T.clone()))
