# exercise: ex_padding_attention
# mistake: After the softmax the learner zeroes with the key mask [:, None, None, :] again instead of the query mask [:, None, :, None], so rows of padded queries keep their weights; padded query rows must be all 0.
import torch


def key_padding_mask(lengths, n):
    return torch.arange(n, device=lengths.device)[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths, zero_padded=True):
    n = scores.shape[-1]
    pad = key_padding_mask(lengths.to(scores.device), n)
    keys = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1).nan_to_num(0.0)
    if zero_padded:
        w = w.masked_fill(keys, 0.0)
    return w
