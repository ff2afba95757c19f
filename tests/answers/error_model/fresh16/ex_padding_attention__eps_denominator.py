# exercise: ex_padding_attention
# mistake: The max is taken over all keys, padded ones included, and 1e-6 is added to the denominator to avoid 0/0; when a padded key's score is far above the real ones the real weights underflow and the eps dominates, so rows no longer sum to 1. The max should be over real keys only (or the eps applied only to empty rows). [cond: a padded key's score exceeds every real key's score by more than about 10]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    key_mask = valid[:, None, None, :].to(scores.dtype)
    query_mask = valid[:, None, :, None].to(scores.dtype)
    # manual softmax so that empty rows give 0 instead of nan
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True)) * key_mask
    w = e / (e.sum(dim=-1, keepdim=True) + 1e-6)
    return w * query_mask
