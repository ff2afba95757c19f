# exercise: ex_padding_attention
# mistake: The learner expands the padding mask as [:, None, :, None] (query axis) for the -inf fill, so padded queries become NaN (then 0) but real queries still attend to padded keys; the key mask needs [:, None, None, :]. [cond: only when some sequence has 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.view(-1, 1)
    pad = pad.unsqueeze(1).unsqueeze(-1)  # add head axis, then broadcast
    attn = torch.softmax(scores.masked_fill(pad, -float("inf")), dim=-1)
    return torch.nan_to_num(attn, nan=0.0)
