# exercise: ex_padding_attention
# mistake: Applied the softmax to all keys and then zeroed the padded keys' weights without renormalising, so real rows no longer sum to 1; mask the keys before the softmax (or divide by the new row sums). [cond: a sequence with length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    w = torch.softmax(scores, dim=-1)
    w = w * real[:, None, None, :]        # no attention to padded keys
    w = w * real[:, None, :, None]        # padded queries attend to nothing
    return w
