# exercise: ex_padding_attention
# mistake: After the softmax it zeroes with the key mask [:, None, None, :] again instead of the query mask [:, None, :, None], so the rows of padded queries keep their weights on real keys.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad_mask = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    key_mask = pad_mask[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
