# exercise: ex_padding_attention
# mistake: The learner compared torch.arange(n) with lengths directly instead of lengths[:, None], so the (n,) and (b,) tensors do not broadcast to a (b, n) padding mask (error, or position j compared with lengths[j] when b == n). [cond: batch size b > 1]
import torch


def ex_padding_attention(scores, lengths):
    num_tokens = scores.shape[-1]
    pad = torch.arange(num_tokens, device=scores.device) >= lengths  # True at padding
    pad = pad.expand(scores.shape[0], num_tokens)                     # (b, n)
    masked = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    # padded queries (and empty sequences) -> all zero rows
    return weights.masked_fill(pad[:, None, :, None], 0.0)
