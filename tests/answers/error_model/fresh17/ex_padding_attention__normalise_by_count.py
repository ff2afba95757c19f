# exercise: ex_padding_attention
# mistake: After zeroing padded keys in the full softmax, divided by the number of real keys instead of renormalising by the remaining weight, so rows no longer sum to 1; the softmax must be taken over the real keys only. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    real = (pos[None, :] < lengths[:, None]).to(scores.dtype)    # (b, n)
    key_w = real[:, None, None, :]
    query_w = real[:, None, :, None]
    p = torch.softmax(scores, dim=-1) * key_w
    # renormalise over the real keys: divide by how many there are
    count = key_w.sum(dim=-1, keepdim=True).clamp(min=1)
    w = p / count * n
    return w * query_w
