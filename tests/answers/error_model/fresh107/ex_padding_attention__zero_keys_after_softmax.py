# exercise: ex_padding_attention
# mistake: Takes the softmax over all keys first and only then zeroes the padded keys' weights (and the padded queries' rows), without renormalising, so the real rows no longer sum to 1; the padded keys must be masked with -inf before the softmax. [cond: some length is between 1 and n-1]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)  # 1 = real token
    w = torch.softmax(scores, dim=-1)
    w = w * real[:, None, None, :]      # kill padded keys
    w = w * real[:, None, :, None]      # kill padded queries
    return w
