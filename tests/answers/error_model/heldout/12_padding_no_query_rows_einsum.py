# exercise: ex_padding_attention
# mistake: padded query rows not zeroed
# accept: ex_padding_attention.query_rows rewrite.skip
import torch
def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = torch.arange(n).expand(b, n) < lengths.view(b, 1)
    w = torch.softmax(scores.masked_fill(~keep.view(b, 1, 1, n), float("-inf")), -1)
    return torch.nan_to_num(w, nan=0.0)
