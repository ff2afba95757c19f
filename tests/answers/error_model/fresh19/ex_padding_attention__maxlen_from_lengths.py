# exercise: ex_padding_attention
# mistake: Translates tf.sequence_mask(lengths) with its default maxlen = max(lengths), so the mask is narrower than n and fails to broadcast against the (b, h, n, n) scores when every sequence is padded; the mask must have n = scores.shape[-1] positions. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    maxlen = int(lengths.max())
    # tf.sequence_mask(lengths): True for real tokens
    valid = torch.arange(maxlen, device=lengths.device)[None, :] < lengths[:, None]   # (b, maxlen)

    weights = torch.softmax(
        scores.masked_fill(~valid[:, None, None, :], float("-inf")), dim=-1
    )
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights * valid[:, None, :, None]
