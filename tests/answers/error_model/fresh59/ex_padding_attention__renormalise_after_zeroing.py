# exercise: ex_padding_attention
# mistake: After zeroing padded queries the learner divides every row by its sum again "so rows sum to 1", which turns every zeroed row into 0/0 = NaN; padded-query rows must stay 0 and not be renormalised. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    padded = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    w = torch.softmax(scores.masked_fill(padded.view(b, 1, 1, n), float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(padded.view(b, 1, n, 1), 0.0)
    w = w / w.sum(dim=-1, keepdim=True)  # make sure rows are normalised
    return w
