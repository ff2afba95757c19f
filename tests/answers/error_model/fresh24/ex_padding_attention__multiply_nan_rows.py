# exercise: ex_padding_attention
# mistake: Filled padded keys with -inf and then zeroed padded queries by multiplying with the query mask, but NaN * 0 is still NaN, so a length-0 sequence returns NaN rows; clear them with masked_fill or nan_to_num instead. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = torch.arange(n, device=scores.device).expand(b, n) < lengths.to(scores.device).unsqueeze(1)
    w = torch.softmax(scores.masked_fill(~keep.view(b, 1, 1, n), float("-inf")), dim=-1)
    return w * keep.view(b, 1, n, 1)
