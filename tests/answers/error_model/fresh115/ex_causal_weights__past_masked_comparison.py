# exercise: ex_causal_weights
# mistake: Built the mask with key index < query index, which hides the past and keeps the future; the future is key index > query index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    d = {}
    d["query_pos"] = pos[:, None]
    d["key_pos"] = pos[None, :]
    d["future"] = d["key_pos"] < d["query_pos"]
    d["masked"] = scores.masked_fill(d["future"], float("-inf"))
    return d["masked"].softmax(dim=-1)
