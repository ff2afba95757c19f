# exercise: ex3_1
# mistake: The helper zips the v1 and v2 attribute names in different orders, so sa_v1.W_query gets the transposed key weights and sa_v1.W_key the query weights; each v1 matrix must get the transposed weight of the v2 layer with the same name.
import torch


def _grab(layer):
    # nn.Linear stores (out, in); v1 wants (in, out)
    return torch.nn.Parameter(layer.weight.detach().T.contiguous())


def ex3_1(sa_v1, sa_v2):
    v1_names = ("W_query", "W_key", "W_value")
    v2_names = ("W_key", "W_query", "W_value")
    for mine, theirs in zip(v1_names, v2_names):
        setattr(sa_v1, mine, _grab(getattr(sa_v2, theirs)))
