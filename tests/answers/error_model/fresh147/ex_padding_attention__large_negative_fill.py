# exercise: ex_padding_attention
# mistake: Filled padded keys with -1e9 instead of -inf to avoid NaN, and relied on that alone: a length-0 sequence gets uniform 1/n rows and padded queries still attend to the real keys; padded-query rows (and fully masked rows) must be set to 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    real = torch.arange(n, device=scores.device) < lengths.unsqueeze(-1)   # (b, n)
    key_pad = ~real[:, None, None, :]
    return torch.softmax(scores.masked_fill(key_pad, -1e9), dim=-1)
