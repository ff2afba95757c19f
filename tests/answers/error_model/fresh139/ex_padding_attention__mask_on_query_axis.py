# exercise: ex_padding_attention
# mistake: Puts the padding mask on the query axis ([:, None, :, None]) inside the softmax, so real queries still attend to padded keys (only padded query rows become NaN, then 0); the keys must be masked with [:, None, None, :].
import torch

AXES = {"query": (slice(None), None, slice(None), None)}

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    m = padded[AXES["query"]]
    w = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
