# exercise: ex3_1
# mistake: Builds the attribute names from a list with "keys" instead of "key", so it sets a new attribute W_keys and sa_v1's own W_key keeps its old random weights; all three of W_query, W_key, W_value must be replaced.
import torch


def ex3_1(sa_v1, sa_v2):
    for part in ["query", "keys", "value"]:
        src = getattr(sa_v2, "W_" + part.rstrip("s")).weight
        setattr(sa_v1, f"W_{part}", torch.nn.Parameter(src.T.detach().clone()))
    # print(sa_v1.W_query.shape)
