# exercise: ex_padding_attention
# mistake: The learner filled -inf where the key is real (the keep mask) instead of where it is padding, so real queries attend only to padded keys; fill the keys with position ≥ length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    real = pos[None, :] < lengths[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(real[:, None, None, :], float("-inf")), dim=-1)
    w = w.masked_fill(~real[:, None, :, None], 0.0)
    return torch.nan_to_num(w, nan=0.0)
