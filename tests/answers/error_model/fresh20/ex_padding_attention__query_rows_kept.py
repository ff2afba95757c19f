# exercise: ex_padding_attention
# mistake: Masks only the padded keys (with -1e9), so padded queries keep a softmax over the real keys instead of all-zero rows (and a length-0 sequence gets uniform rows); padded query rows must be set to 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    key_pad = positions[None, :] >= lengths.to(scores.device)[:, None]  # (b, n)
    key_pad = key_pad[:, None, None, :]                                  # (b, 1, 1, n)
    # -1e9 instead of -inf: no NaN
    return torch.softmax(scores.masked_fill(key_pad, -1e9), dim=-1)
