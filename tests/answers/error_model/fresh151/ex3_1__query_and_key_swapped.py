# exercise: ex3_1
# mistake: W_query was given sa_v2's key weights and W_key its query weights, so sa_v1 computes the transposed score matrix; each of W_query, W_key, W_value must take the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # identity trick: x @ W.T == x @ (I @ W.T)
    I = torch.eye(sa_v2.W_query.weight.shape[1])
    pairs = {
        'W_key': sa_v2.W_query.weight,
        'W_query': sa_v2.W_key.weight,
        'W_value': sa_v2.W_value.weight,
    }
    for name, w in pairs.items():
        setattr(sa_v1, name, torch.nn.Parameter((I @ w.T).detach().clone()))
