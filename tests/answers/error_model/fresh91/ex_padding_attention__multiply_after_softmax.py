# exercise: ex_padding_attention
# mistake: Applies a plain softmax and then multiplies by the keep mask, without renormalising, so real queries' rows no longer sum to 1; the padded keys must be filled with -inf before the softmax.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    w = torch.softmax(scores, dim=-1)
    w = w * keep[:, None, None, :]      # drop padded key columns
    w = w * keep[:, None, :, None]      # drop padded query rows
    return w
