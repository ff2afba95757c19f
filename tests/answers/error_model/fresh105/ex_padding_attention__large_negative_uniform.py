# exercise: ex_padding_attention
# mistake: The learner used a large finite negative number (-1e9) instead of -inf to avoid NaN; for a length-0 sequence every key is -1e9 so the softmax is uniform 1/n, and the padded query rows are never set to 0.
import torch

NEG = -1e9   # log(0) but finite, so no NaN


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    masked = scores.masked_fill(key_is_pad[:, None, None, :], NEG)
    return torch.softmax(masked, dim=-1)
