# exercise: ex3_1
# mistake: Zips the names W_query, W_key, W_value with sorted(sa_v2.state_dict().items()), which is alphabetical (W_key, W_query, W_value), so query and key weights end up swapped; each name must take its own layer's weight.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sorted(sa_v2.state_dict().items())
    print([k for k, _ in sd])
    for target, (src_name, w) in zip(["W_query", "W_key", "W_value"], sd):
        setattr(sa_v1, target, torch.nn.Parameter(w.T.clone()))
