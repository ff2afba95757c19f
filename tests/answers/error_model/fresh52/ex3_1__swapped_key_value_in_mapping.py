# exercise: ex3_1
# mistake: The learner's checkpoint-conversion style name mapping pairs v1's W_key with v2's W_value and W_value with W_key; each v1 matrix must take the transposed weight of the layer with the same name.
import torch

# like a HF "key mapping" when converting a checkpoint
KEY_MAP = {
    "W_query": "W_query",
    "W_key": "W_value",
    "W_value": "W_key",
}


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for dst, src in KEY_MAP.items():
            w = getattr(sa_v2, src).weight  # (d_out, d_in)
            getattr(sa_v1, dst).copy_(w.T)
