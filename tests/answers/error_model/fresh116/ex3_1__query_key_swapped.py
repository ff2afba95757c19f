# exercise: ex3_1
# mistake: Copied sa_v2's key weights into W_query and its query weights into W_key (the name-to-layer dict is crossed); each v1 matrix must get the transpose of the v2 layer of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # keras Dense kernel is (in, out) -> torch weight is (out, in) so .T
    pairs = {"W_query": sa_v2.W_key, "W_key": sa_v2.W_query, "W_value": sa_v2.W_value}
    for name, layer in pairs.items():
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T.clone()))
